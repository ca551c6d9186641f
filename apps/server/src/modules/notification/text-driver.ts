import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** One text: an SMS/LMS, or a 카카오 알림톡 whose `text` is its fallback. */
export interface TextMessage {
  to: string;
  from: string;
  text: string;
  alimtalk: { pfId: string; templateId: string; variables: Record<string, string> } | null;
}

/** What the provider answered: taken, or refused for good, or to be tried again. */
export type TextOutcome =
  { ok: true; response: string } | { ok: false; permanent: boolean; response: string };

/** What sends texts: one provider's HTTP API (Solapi), or a test's stand-in of it. */
export interface TextDriver {
  send(message: TextMessage): Promise<TextOutcome>;
}

const TIMEOUT_MS = 15_000;

const accepted = z.object({
  failedMessageList: z.array(
    z.object({ statusCode: z.string(), statusMessage: z.string() }).loose(),
  ),
  groupInfo: z.object({ groupId: z.string() }).loose(),
});
const refused = z.object({ errorCode: z.string(), errorMessage: z.string() });

/**
 * Solapi's message API (decision 24): `POST /messages/v4/send-many/detail`, signed with
 * HMAC-SHA256 of the date and a salt under the API secret. SMS or LMS is chosen by the provider
 * from the text's length; an 알림톡 the provider cannot deliver goes as that text
 * (`disableSms: false`), and one it does not even take is sent again here as a plain text.
 */
export function solapiDriver(options: { url: string; apiKey: string; apiSecret: string }) {
  const endpoint = `${options.url.replace(/\/$/, '')}/messages/v4/send-many/detail`;

  const authorization = () => {
    const date = new Date().toISOString();
    const salt = randomBytes(16).toString('hex');
    const signature = createHmac('sha256', options.apiSecret)
      .update(date + salt)
      .digest('hex');
    return `HMAC-SHA256 apiKey=${options.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
  };

  const post = async (message: TextMessage): Promise<TextOutcome> => {
    const { to, from, text, alimtalk } = message;
    const body = {
      messages: [
        alimtalk === null
          ? { to, from, text }
          : {
              to,
              from,
              text,
              type: 'ATA',
              kakaoOptions: { ...alimtalk, disableSms: false },
            },
      ],
    };
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: authorization(),
          'content-type': 'application/json; charset=utf-8',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, permanent: false, response: (error as Error).message };
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const said = refused.safeParse(answer);
      const text = said.success
        ? `${said.data.errorCode}: ${said.data.errorMessage}`
        : `HTTP ${String(response.status)}`;
      // Too many requests and the provider's own failures pass; a refused request does not.
      const passing = response.status === 429 || response.status >= 500;
      return { ok: false, permanent: !passing, response: text };
    }
    const taken = accepted.safeParse(answer);
    if (!taken.success) return { ok: false, permanent: false, response: 'unreadable answer' };
    const [failed] = taken.data.failedMessageList;
    if (failed !== undefined) {
      return {
        ok: false,
        permanent: true,
        response: `${failed.statusCode}: ${failed.statusMessage}`,
      };
    }
    return { ok: true, response: `group ${taken.data.groupInfo.groupId}` };
  };

  return {
    async send(message) {
      const outcome = await post(message);
      if (outcome.ok || !outcome.permanent || message.alimtalk === null) return outcome;
      // The 알림톡 was not taken (a template or channel the provider refuses): as a text.
      const fallback = await post({ ...message, alimtalk: null });
      const said = `알림톡 not taken (${outcome.response}); as a text: ${fallback.response}`;
      return { ...fallback, response: said };
    },
  } satisfies TextDriver;
}
