import { z } from 'zod';
import { GRADE_MIN, GRADE_TOP } from './auth-constants.ts';

/**
 * Who may read the statistics (what visitors search for, visitor counts, the weekly search
 * digest): staff of this grade or higher, as the top administrator chooses. Every staff member
 * until then, as the admin home's counts.
 */
export const STATISTICS_GRADE_DEFAULT = GRADE_MIN;

export const statisticsAccessSchema = z.strictObject({
  grade: z.number().int().min(GRADE_MIN).max(GRADE_TOP),
});
export type StatisticsAccess = z.infer<typeof statisticsAccessSchema>;
