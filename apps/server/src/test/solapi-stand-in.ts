import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as Solapi's `send-many/detail` takes it. */
export interface SolapiMessage {
  to: string;
  from: string;
  text: string;
  type?: string;
  kakaoOptions?: {
    pfId: string;
    templateId: string;
    variables: Record<string, string>;
    disableSms: boolean;
  };
}

/**
 * How the stand-in answers the next request: taken; an 알림톡 not taken (a template Kakao did
 * not approve: 200, listed in failedMessageList); the provider failing (500); the request
 * refused (400).
 */
export type SolapiAnswer = 'taken' | 'alimtalk-refused' | 'failing' | 'refused';

export interface SolapiStandIn {
  url: string;
  /** The messages received, signature checked, in order. */
  received: SolapiMessage[];
  /** The answers to give, in turn; `taken` once they run out. */
  answers: SolapiAnswer[];
  stop: () => Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

/**
 * A local stand-in for Solapi's message API that speaks its documented format: the HMAC-SHA256
 * `Authorization` header checked against the secret (401 `SignatureDoesNotMatch` otherwise),
 * `POST /messages/v4/send-many/detail` with `{ messages }`, answered with `failedMessageList` and
 * `groupInfo`, errors as `{ errorCode, errorMessage }`.
 */
export async function startSolapiStandIn(
  apiKey: string,
  apiSecret: string,
  /** Also keeps each message received as a file here (a test in another process reads them). */
  saveTo?: string,
) {
  const received: SolapiMessage[] = [];
  const answers: SolapiAnswer[] = [];
  let groups = 0;

  const answer = (authorization: string, raw: string) => {
    const auth =
      /^HMAC-SHA256 apiKey=(\S+), date=(\S+), salt=(\S+), signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    const expected =
      auth === null
        ? ''
        : createHmac('sha256', apiSecret).update(`${auth[2]}${auth[3]}`).digest('hex');
    if (auth?.[1] !== apiKey || auth[4] !== expected) {
      return json(401, {
        errorCode: 'SignatureDoesNotMatch',
        errorMessage: '서명이 일치하지 않습니다.',
      });
    }
    const { messages } = JSON.parse(raw) as { messages: SolapiMessage[] };
    const message = messages[0];
    if (messages.length !== 1 || message === undefined) {
      return json(400, { errorCode: 'ValidationError', errorMessage: 'messages' });
    }
    received.push(message);
    if (saveTo !== undefined) {
      writeFileSync(join(saveTo, `${String(received.length)}.json`), JSON.stringify(message));
    }
    const next = answers.shift() ?? 'taken';
    if (next === 'failing') {
      return json(500, { errorCode: 'InternalError', errorMessage: '일시적인 오류' });
    }
    if (next === 'refused') {
      return json(400, {
        errorCode: 'ValidationError',
        errorMessage: '발신번호가 등록되지 않았습니다.',
      });
    }
    groups += 1;
    const groupId = `G4V2026112800${String(groups).padStart(4, '0')}`;
    const failed =
      next === 'alimtalk-refused' && message.type === 'ATA'
        ? [
            {
              to: message.to,
              from: message.from,
              type: 'ATA',
              statusMessage: '카카오 알림톡 템플릿 내용이 일치하지 않습니다.',
              country: '82',
              messageId: `M4V${groupId}`,
              statusCode: '3040',
              accountId: 'A1',
            },
          ]
        : [];
    return json(200, {
      failedMessageList: failed,
      groupInfo: {
        groupId,
        status: 'SENDING',
        count: { total: 1, registeredFailed: failed.length, registeredSuccess: 1 - failed.length },
      },
    });
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const found =
        request.method === 'POST' && request.url === '/messages/v4/send-many/detail'
          ? answer(request.headers.authorization ?? '', Buffer.concat(chunks).toString('utf8'))
          : json(404, { errorCode: 'NotFound', errorMessage: request.url ?? '' });
      response.writeHead(found.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    received,
    answers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  } satisfies SolapiStandIn;
}
