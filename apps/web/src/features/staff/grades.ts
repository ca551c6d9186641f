import { GRADE_MIN, GRADE_TOP } from '@app/contract/auth-constants';

/** Every staff grade, highest first, as a select's values. */
export const GRADES = Array.from({ length: GRADE_TOP - GRADE_MIN + 1 }, (_, i) =>
  String(GRADE_TOP - i),
);
