/** Every public list page and every cached read of inquiries starts with this. */
export const INQUIRY_CACHE_PREFIX = 'inquiry:';
