/**
 * The 카카오 알림톡 template for a new inquiry, as staff submit it to Kakao for approval through
 * the provider's console (decision 24); the same words, filled in, are the SMS/LMS text.
 */
export const NEW_INQUIRY_TEMPLATE = [
  '[#{사이트}] 새 문의가 접수되었습니다.',
  '문의 번호: #{번호}',
  '제목: #{제목}',
  '확인하기: #{링크}',
].join('\n');

/** A title this long at most: a text stays short, an LMS cheap. */
const TITLE_MAX = 40;

/** A new inquiry's text and the template's variables, for staff (no contact details, no content). */
export function newInquiryText(input: {
  siteName: string;
  origin: string;
  inquiry: { id: number; title: string };
}) {
  const { siteName, origin, inquiry } = input;
  const title =
    inquiry.title.length > TITLE_MAX ? `${inquiry.title.slice(0, TITLE_MAX - 1)}…` : inquiry.title;
  const variables: Record<string, string> = {
    '#{사이트}': siteName,
    '#{번호}': String(inquiry.id),
    '#{제목}': title,
    '#{링크}': `${origin}/admin/inquiries/view/${String(inquiry.id)}`,
  };
  const text = NEW_INQUIRY_TEMPLATE.replace(/#\{[^}]+\}/g, (name) => variables[name] ?? name);
  return { text, variables };
}
