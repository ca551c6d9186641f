import type { ContentLanguage } from '@app/contract/content-language';

/**
 * The 카카오 알림톡 templates, as staff submit them to Kakao for approval through the provider's
 * console (decision 24); the same words, filled in, are the SMS/LMS text.
 */
export const NEW_INQUIRY_TEMPLATE = [
  '[#{사이트}] 새 문의가 접수되었습니다.',
  '문의 번호: #{번호}',
  '제목: #{제목}',
  '확인하기: #{링크}',
].join('\n');
export const ANSWER_TEMPLATE = [
  '[#{사이트}] 문의하신 글에 답변이 등록되었습니다.',
  '문의 번호: #{번호}',
  '문의를 쓸 때 정한 비밀번호로 확인하실 수 있습니다.',
  '확인하기: #{링크}',
].join('\n');
/** An English writer's text (알림톡 templates are Korean: an English one goes as a text). */
const ANSWER_TEXT_EN = [
  '[#{사이트}] Your inquiry No. #{번호} has been answered.',
  'Open it with the password you chose: #{링크}',
].join('\n');

/** A title this long at most: a text stays short, an LMS cheap. */
const TITLE_MAX = 40;

const filled = (template: string, variables: Record<string, string>) =>
  template.replace(/#\{[^}]+\}/g, (name) => variables[name] ?? name);

/** A new inquiry's text and its template's variables, for staff (no contact, no content). */
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
  return { text: filled(NEW_INQUIRY_TEMPLATE, variables), variables };
}

/**
 * The writer's text that the answer is there: its number and link only (a mistyped number must
 * not leak the question); reading it still needs their password.
 */
export function answerText(input: {
  siteName: string;
  origin: string;
  inquiryId: number;
  language: ContentLanguage;
}) {
  const { siteName, origin, inquiryId, language } = input;
  const english = language === 'en';
  const variables: Record<string, string> = {
    '#{사이트}': siteName,
    '#{번호}': String(inquiryId),
    '#{링크}': `${origin}/inquiries/view/${String(inquiryId)}${english ? '?lang=en' : ''}`,
  };
  return { text: filled(english ? ANSWER_TEXT_EN : ANSWER_TEMPLATE, variables), variables };
}
