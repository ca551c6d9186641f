/** The inquiry's collection notice in force on the e2e server: the one its migration writes. */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';
