/*
 * The staff grades, without zod: the web app's first download checks them (the admin guards)
 * and must not construct schemas to do so (decision 12).
 */

export const GRADE_MIN = 1;
export const GRADE_TOP = 10;
