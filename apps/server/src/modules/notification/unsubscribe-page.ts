/**
 * The page an unsubscribe link opens, in Korean and English (it does not know whose link it
 * is until it is used). Opening it changes nothing, since mail scanners open links; its button
 * posts the form, as a mail program's one-click unsubscribe does (RFC 8058).
 */
export type UnsubscribeState = 'ask' | 'done' | 'gone';

const WORDS: Record<UnsubscribeState, { ko: string; en: string }> = {
  ask: {
    ko: '주간 검색 요약 메일을 그만 받으시겠습니까?',
    en: 'Stop the weekly search digest e-mails?',
  },
  done: {
    ko: '주간 검색 요약 메일을 더 보내지 않습니다. 관리자 화면의 내 계정에서 다시 받을 수 있습니다.',
    en: 'The weekly search digest will not be sent to you any more. You can turn it back on from your account in the admin.',
  },
  gone: {
    ko: '이 링크는 더 이상 쓸 수 없습니다. 관리자 화면의 내 계정에서 알림을 바꿀 수 있습니다.',
    en: 'This link is no longer valid. You can change your notices from your account in the admin.',
  },
};

export function unsubscribePage(state: UnsubscribeState): string {
  const words = WORDS[state];
  const form =
    state === 'ask'
      ? '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">그만 받기 · Unsubscribe</button></form>'
      : '';
  return [
    '<!doctype html><html lang="ko"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${words.ko}</title></head><body>`,
    `<main><h1>${words.ko}</h1><p lang="en">${words.en}</p>${form}</main>`,
    '</body></html>',
  ].join('\n');
}
