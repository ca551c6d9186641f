/*
 * The policy contract's plain values, without zod: the public policy pages read their paths and
 * must not construct schemas to do so (decision 12).
 */

/**
 * The site's legal documents (decision 27): the terms of service, the privacy policy and the
 * notice an inquiry's writer agrees to. Each is a list of versions, each in force from its
 * 시행일 until the next one's.
 */
export const POLICIES = ['terms', 'privacy', 'collection'] as const;
export type Policy = (typeof POLICIES)[number];

/** Each policy's public page; a version's is the same with `?version=<시행일>`. */
export const POLICY_PATHS: Record<Policy, string> = {
  terms: '/termsofservice',
  privacy: '/privacy',
  collection: '/privacy/collection',
};
