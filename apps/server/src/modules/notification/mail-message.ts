import type { ContentLanguage } from '@app/contract/content-language';
import type { NotificationKind } from '@app/contract/notification';

/** What one message says: built when it is sent, from the row and what it names. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** A week's searches as the digest lists them (decision 21). */
export interface SearchDigest {
  from: string;
  to: string;
  /** Queries that found nothing and still do, with how often they were searched. */
  empty: { searched: string; count: number }[];
  /** Queries followed by an inquiry, with how many. */
  inquiries: { searched: string; count: number }[];
}

export type MessageFacts = {
  language: ContentLanguage;
  /** The site's name from its settings (decision 18). */
  siteName: string;
  /** The site's origin, `PUBLIC_URL`. */
  origin: string;
  /** The site's logo (decision 18), shown above the message; none: its name alone. */
  logo: { url: string; width: number; height: number } | null;
} & (
  | {
      kind: Exclude<NotificationKind, 'search_digest'>;
      inquiry: { id: number; title: string };
    }
  | {
      kind: 'search_digest';
      digest: SearchDigest;
      /** The link that stops the digest without signing in. */
      unsubscribe: string;
    }
);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
/** A header line: no line breaks, bounded. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 150);

const languageQuery = (language: ContentLanguage) => (language === 'ko' ? '' : `?lang=${language}`);

interface Wording {
  subject: string;
  lines: string[];
  /** The first is what the message is for; an unsubscribe link comes last. */
  links: { label: string; href: string }[];
}

/** `1. 환기팬 (12회)`, or a line saying the list is empty. */
const numbered = (rows: SearchDigest['empty'], unit: (count: number) => string, none: string) =>
  rows.length === 0
    ? [none]
    : rows.map((row, i) => `${String(i + 1)}. ${row.searched} (${unit(row.count)})`);

function digestWording(
  { language, siteName, origin }: MessageFacts,
  digest: SearchDigest,
  unsubscribe: string,
): Wording {
  const report = `${origin}/admin/search-insight?days=7${language === 'en' ? '&lang=en' : ''}`;
  const en = language === 'en';
  const period = `${digest.from} – ${digest.to}`;
  return en
    ? {
        subject: `[${siteName}] Weekly search digest, ${period}`,
        lines: [
          `What visitors searched for on ${siteName} from ${digest.from} to ${digest.to}.`,
          'Searches that found nothing (a synonym or a product fixes them):',
          ...numbered(digest.empty, (n) => `${String(n)}×`, 'None: every search found something.'),
          'Searches that led to an inquiry:',
          ...numbered(digest.inquiries, (n) => `${String(n)} inquiries`, 'None this week.'),
        ],
        links: [
          { label: 'Open the search insight', href: report },
          { label: 'Stop these weekly e-mails', href: unsubscribe },
        ],
      }
    : {
        subject: `[${siteName}] 주간 검색 요약 (${period})`,
        lines: [
          `${digest.from}부터 ${digest.to}까지 ${siteName} 방문자가 검색한 내용입니다.`,
          '결과가 없던 검색어 (동의어나 제품을 더하면 찾을 수 있습니다):',
          ...numbered(
            digest.empty,
            (n) => `${String(n)}회`,
            '없습니다. 모든 검색이 결과를 찾았습니다.',
          ),
          '문의로 이어진 검색어:',
          ...numbered(digest.inquiries, (n) => `문의 ${String(n)}건`, '이번 주에는 없습니다.'),
        ],
        links: [
          { label: '검색 분석 보기', href: report },
          { label: '주간 요약 메일 그만 받기', href: unsubscribe },
        ],
      };
}

/**
 * Staff hear the title and where to answer: the content and the writer's details stay behind
 * the admin's sign-in. The writer hears only that the answer is there (a mistyped address must
 * not leak their question); reading it still needs their password.
 */
function wording(facts: MessageFacts): Wording {
  if (facts.kind === 'search_digest') return digestWording(facts, facts.digest, facts.unsubscribe);
  const { kind, language, siteName, inquiry, origin } = facts;
  const no = String(inquiry.id);
  const lang = languageQuery(language);
  if (kind === 'inquiry_received') {
    const href = `${origin}/admin/inquiries/view/${no}${lang}`;
    return language === 'en'
      ? {
          subject: `[${siteName}] New inquiry: ${inquiry.title}`,
          lines: [`A new inquiry (No. ${no}) has arrived: “${inquiry.title}”.`],
          links: [{ label: 'Read and answer it in the admin', href }],
        }
      : {
          subject: `[${siteName}] 새 문의: ${inquiry.title}`,
          lines: [`새 문의(${no}번)가 등록되었습니다: “${inquiry.title}”.`],
          links: [{ label: '관리자 화면에서 확인하고 답변하기', href }],
        };
  }
  const href = `${origin}/inquiries/view/${no}${lang}`;
  return language === 'en'
    ? {
        subject: `[${siteName}] Your inquiry has been answered`,
        lines: [
          `Your inquiry No. ${no} to ${siteName} has been answered.`,
          'Open it with the password you chose when you wrote it.',
        ],
        links: [{ label: 'Read the answer', href }],
      }
    : {
        subject: `[${siteName}] 문의하신 글에 답변이 등록되었습니다`,
        lines: [
          `${siteName}에 남기신 ${no}번 문의에 답변이 등록되었습니다.`,
          '문의를 쓸 때 정한 비밀번호로 열어 보실 수 있습니다.',
        ],
        links: [{ label: '답변 보기', href }],
      };
}

/** Its height in the message: a letterhead, whatever the picture's size. */
const LOGO_HEIGHT = 40;

/** The logo as an absolute link (mail is read elsewhere), named by the site for when it is not shown. */
function logoHtml(logo: NonNullable<MessageFacts['logo']>, origin: string, siteName: string) {
  const width = Math.round((logo.width / logo.height) * LOGO_HEIGHT);
  const src = new URL(logo.url, origin).href;
  return `<p><img src="${escapeHtml(src)}" alt="${escapeHtml(siteName)}" width="${String(width)}" height="${String(LOGO_HEIGHT)}"></p>`;
}

export function mailMessage(facts: MessageFacts): MailMessage {
  const { subject, lines, links } = wording(facts);
  const footer =
    facts.language === 'en'
      ? `This message was sent automatically by ${facts.siteName}.`
      : `${facts.siteName}에서 자동으로 보낸 메일입니다.`;
  return {
    subject: oneLine(subject),
    text: [...lines, '', ...links.map((link) => `${link.label}: ${link.href}`), '', footer].join(
      '\n',
    ),
    html: [
      `<!doctype html><html lang="${facts.language}"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head><body>`,
      ...(facts.logo === null ? [] : [logoHtml(facts.logo, facts.origin, facts.siteName)]),
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...links.map(
        (link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
      ),
      `<p style="color:#666;font-size:small">${escapeHtml(footer)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
