import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Light badge colours that keep WCAG AA (4.5:1) at badge sizes. Mantine's light variant is shade
 * 9 on shade 1: teal reaches only 4.3:1 and orange 3.6:1, so the positive tone sits on teal's
 * palest shade (4.7:1) and a change is told in blue (4.9:1). Red is on its palest shade too
 * (5.1:1 rather than 4.51:1).
 */
const TONE_COLORS = {
  positive: 'teal.0',
  neutral: 'gray',
  negative: 'red.0',
  info: 'blue',
} as const;

export type BadgeTone = keyof typeof TONE_COLORS;

type ToneBadgeProps = Omit<BadgeProps, 'color' | 'variant'> & {
  tone: BadgeTone;
  children: ReactNode;
};

/** A state shown as a light badge (published, active, answered, …) in a readable colour. */
export function ToneBadge({ tone, ...props }: ToneBadgeProps) {
  return <Badge variant="light" color={TONE_COLORS[tone]} {...props} />;
}
