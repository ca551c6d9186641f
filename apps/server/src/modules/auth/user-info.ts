import type { UserInfo } from '@app/contract/auth';

/** What a sign-in answers about the member (with a password, or a second factor after it). */
export const toUserInfo = (m: {
  id: number;
  loginId: string;
  name: string;
  grade: number;
}): UserInfo => ({
  id: m.id,
  loginId: m.loginId,
  name: m.name,
  grade: m.grade,
});
