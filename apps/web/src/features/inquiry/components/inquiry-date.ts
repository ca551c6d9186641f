import { SITE_TIME_ZONE } from '../../../lib/date-time';

/** A timestamp as a calendar day in Korean time, the company's day (2026-01-31). */
const dayFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const formatInquiryDate = (iso: string) => dayFormat.format(new Date(iso));

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatInquiryTime = (iso: string) => timeFormat.format(new Date(iso));
