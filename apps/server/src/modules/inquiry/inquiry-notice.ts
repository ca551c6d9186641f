import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../env.ts';

export interface NewInquiry {
  id: number;
  title: string;
  authorName: string;
  secret: boolean;
}

/** Tells staff by e-mail that an inquiry arrived. */
export interface InquiryNotice {
  send: (inquiry: NewInquiry) => Promise<unknown>;
}

/**
 * The notice only names the inquiry: its content and the visitor's contact details stay in
 * the database, where reading them needs a staff session.
 */
export function inquiryNotice(transport: Transporter, to: string): InquiryNotice {
  return {
    send: (inquiry) =>
      transport.sendMail({
        from: to,
        to,
        subject: `[문의] ${inquiry.title}`,
        text: [
          `새 문의가 등록되었습니다${inquiry.secret ? ' (비밀글)' : ''}.`,
          '',
          `제목: ${inquiry.title}`,
          `작성자: ${inquiry.authorName}`,
          '',
          `관리자 화면에서 확인하고 답변하세요: /admin/inquiries/view/${inquiry.id}`,
        ].join('\n'),
      }),
  };
}

/** The notice configured by `SMTP_URL` and `NOTIFY_EMAIL`, or null when mail is not set up. */
export function inquiryNoticeFromEnv(
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL'>,
): InquiryNotice | null {
  if (env.SMTP_URL === undefined) return null;
  if (env.NOTIFY_EMAIL === undefined) {
    throw new Error('Invalid configuration:\n  NOTIFY_EMAIL: required when SMTP_URL is set');
  }
  return inquiryNotice(nodemailer.createTransport(env.SMTP_URL), env.NOTIFY_EMAIL);
}
