import { z } from 'zod';
import { bodyIdSchema, timestamp } from './common.ts';
import type { ContentLanguage } from './content-language.ts';
import { koreanTextsSchema } from './content-language.ts';
import { LINK_HREF, PAGE_SLUGS, type PageSlug } from './page.ts';
import { PRODUCT_LIST_PATH } from './page-render.ts';
import { POLICIES, POLICY_PATHS } from './policy.ts';

/*
 * The header and footer menus as staff edit them (decision 26): ordered items, each a label in
 * Korean (and optionally English) and where it leads. Stored in `site_setting` under `menus`;
 * until staff save, `DEFAULT_MENUS` is the site's menu.
 */

/** The longest label: a menu entry, not a sentence. */
export const MENU_LABEL_MAX = 30;
/** The header's bar holds this many entries before it wraps on a desktop screen. */
export const MENU_HEADER_MAX = 8;
export const MENU_GROUP_CHILDREN_MAX = 12;
export const MENU_FOOTER_MAX = 12;
export const MENU_URL_MAX = 500;

/** Where an item may lead; board, category and product name a row, which must exist. */
export const MENU_TARGET_KINDS = [
  'page',
  'policy',
  'board',
  'category',
  'product',
  'productList',
  'inquiryForm',
  'inquiryList',
  'url',
] as const;
export type MenuTargetKind = (typeof MENU_TARGET_KINDS)[number];

/** Targets named by a row: without a label of their own, the row's current name is shown. */
export const MENU_REFERENCE_KINDS = ['board', 'category', 'product'] as const;
export type MenuReferenceKind = (typeof MENU_REFERENCE_KINDS)[number];
export const isReferenceKind = (kind: MenuTargetKind): kind is MenuReferenceKind =>
  (MENU_REFERENCE_KINDS as readonly string[]).includes(kind);

const menuUrl = z
  .string()
  .trim()
  .min(1, 'Enter the link.')
  .max(MENU_URL_MAX, `Keep the link within ${String(MENU_URL_MAX)} characters.`)
  .regex(LINK_HREF.pattern, LINK_HREF.message);

const menuTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page'), slug: z.enum(PAGE_SLUGS) }),
  z.strictObject({ kind: z.literal('policy'), policy: z.enum(POLICIES) }),
  z.strictObject({ kind: z.literal('board'), id: bodyIdSchema }),
  z.strictObject({ kind: z.literal('category'), id: bodyIdSchema }),
  z.strictObject({ kind: z.literal('product'), id: bodyIdSchema }),
  z.strictObject({ kind: z.literal('productList') }),
  z.strictObject({ kind: z.literal('inquiryForm') }),
  z.strictObject({ kind: z.literal('inquiryList') }),
  z.strictObject({ kind: z.literal('url'), url: menuUrl }),
]);
export type MenuTarget = z.infer<typeof menuTargetSchema>;

const tooLong = `Keep the label within ${String(MENU_LABEL_MAX)} characters.`;
const koreanLabel = z
  .string()
  .trim()
  .min(1, 'Enter the Korean label.')
  .max(MENU_LABEL_MAX, tooLong);
/** A label that may be left empty (stored as null). */
const optionalLabel = z
  .string()
  .trim()
  .max(MENU_LABEL_MAX, tooLong)
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

/** A link: a board, category or product may go without a label (its own name is shown). */
const menuLinkInputSchema = z
  .strictObject({
    type: z.literal('link'),
    label: optionalLabel,
    labelEn: optionalLabel,
    target: menuTargetSchema,
  })
  .refine((item) => item.label !== null || isReferenceKind(item.target.kind), {
    error: 'Enter the Korean label.',
    path: ['label'],
  });

const menuGroupInputSchema = z.strictObject({
  type: z.literal('group'),
  label: koreanLabel,
  labelEn: optionalLabel,
  children: z
    .array(menuLinkInputSchema)
    .min(1, 'A group needs at least one link.')
    .max(
      MENU_GROUP_CHILDREN_MAX,
      `A group holds at most ${String(MENU_GROUP_CHILDREN_MAX)} links.`,
    ),
});

/** The boards group: every board, in the boards' own order, kept up to date by itself. */
const menuBoardsInputSchema = z.strictObject({
  type: z.literal('boards'),
  label: koreanLabel,
  labelEn: optionalLabel,
});

export const menusInputSchema = z.strictObject({
  header: z
    .array(
      z.discriminatedUnion('type', [
        menuLinkInputSchema,
        menuGroupInputSchema,
        menuBoardsInputSchema,
      ]),
    )
    .max(MENU_HEADER_MAX, `The header holds at most ${String(MENU_HEADER_MAX)} items.`)
    .refine((items) => items.filter((item) => item.type === 'boards').length <= 1, {
      error: 'The header has one boards group at most.',
    }),
  footer: z
    .array(menuLinkInputSchema)
    .max(MENU_FOOTER_MAX, `The footer holds at most ${String(MENU_FOOTER_MAX)} links.`),
});
export type MenusInput = z.input<typeof menusInputSchema>;
export type MenusValues = z.output<typeof menusInputSchema>;

/* As stored and answered: the same shapes, without the input's checks. */
const labels = { label: z.string(), labelEn: z.string().nullable() };
const menuTargetShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), slug: z.enum(PAGE_SLUGS) }),
  z.object({ kind: z.literal('policy'), policy: z.enum(POLICIES) }),
  z.object({ kind: z.literal('board'), id: z.number().int() }),
  z.object({ kind: z.literal('category'), id: z.number().int() }),
  z.object({ kind: z.literal('product'), id: z.number().int() }),
  z.object({ kind: z.literal('productList') }),
  z.object({ kind: z.literal('inquiryForm') }),
  z.object({ kind: z.literal('inquiryList') }),
  z.object({ kind: z.literal('url'), url: z.string() }),
]);
const menuLinkShape = z.object({
  type: z.literal('link'),
  label: z.string().nullable(),
  labelEn: z.string().nullable(),
  target: menuTargetShape,
});
const menuGroupShape = z.object({
  type: z.literal('group'),
  ...labels,
  children: z.array(menuLinkShape),
});
const menuBoardsShape = z.object({ type: z.literal('boards'), ...labels });
const menuHeaderItemShape = z.discriminatedUnion('type', [
  menuLinkShape,
  menuGroupShape,
  menuBoardsShape,
]);
export type MenuLink = z.infer<typeof menuLinkShape>;
export type MenuHeaderItem = z.infer<typeof menuHeaderItemShape>;
export type Menus = { header: MenuHeaderItem[]; footer: MenuLink[] };

/** As staff edit them; `updatedAt` null while the site shows the default menus. */
export const adminMenusSchema = z.object({
  header: z.array(menuHeaderItemShape),
  footer: z.array(menuLinkShape),
  updatedAt: timestamp.nullable(),
});
export type AdminMenus = z.infer<typeof adminMenusSchema>;

/** A link as visitors get it: its label in the page's language, where it leads. */
const publicMenuLinkSchema = z.object({
  label: z.string(),
  /** A path on this site (to which the web app adds the language), or an http(s) address. */
  href: z.string(),
  external: z.boolean(),
  /** On the privacy policy's link, which Korean guidance asks sites to make stand out. */
  emphasised: z.literal(true).optional(),
  ko: koreanTextsSchema(['label']),
});
export type PublicMenuLink = z.infer<typeof publicMenuLinkSchema>;

const publicMenuGroupSchema = z.object({
  type: z.literal('group'),
  label: z.string(),
  ko: koreanTextsSchema(['label']),
  /** Besides its links' own paths, the group is the current one under this path (posts of a board). */
  section: z.string().nullable(),
  children: z.array(publicMenuLinkSchema),
});
export type PublicMenuGroup = z.infer<typeof publicMenuGroupSchema>;

export const publicMenusSchema = z.object({
  header: z.array(
    z.discriminatedUnion('type', [
      publicMenuLinkSchema.extend({ type: z.literal('link') }),
      publicMenuGroupSchema,
    ]),
  ),
  footer: z.array(publicMenuLinkSchema),
});
export type PublicMenus = z.infer<typeof publicMenusSchema>;
export type PublicMenuItem = PublicMenus['header'][number];

/**
 * The menus before staff edit them: the site's pages and policies, the catalogue, the boards
 * and the inquiries, in words that name no company.
 */
export const DEFAULT_MENUS: Menus = {
  header: [
    { type: 'link', label: '회사소개', labelEn: 'About', target: { kind: 'page', slug: 'about' } },
    { type: 'link', label: '제품', labelEn: 'Products', target: { kind: 'productList' } },
    {
      type: 'group',
      label: '기술·솔루션',
      labelEn: 'Technology',
      children: [
        {
          type: 'link',
          label: '스마트 솔루션',
          labelEn: 'Smart solutions',
          target: { kind: 'page', slug: 'smart' },
        },
        {
          type: 'link',
          label: '연구개발',
          labelEn: 'R&D',
          target: { kind: 'page', slug: 'research' },
        },
        {
          type: 'link',
          label: '특허·인증',
          labelEn: 'Patents & certifications',
          target: { kind: 'page', slug: 'patent' },
        },
      ],
    },
    { type: 'boards', label: '소식·자료', labelEn: 'News & downloads' },
    // Straight to the form; the list is a link on it.
    { type: 'link', label: '문의하기', labelEn: 'Contact', target: { kind: 'inquiryForm' } },
  ],
  footer: [
    {
      type: 'link',
      label: '이용약관',
      labelEn: 'Terms of Service',
      target: { kind: 'policy', policy: 'terms' },
    },
    {
      type: 'link',
      label: '개인정보처리방침',
      labelEn: 'Privacy Policy',
      target: { kind: 'policy', policy: 'privacy' },
    },
    { type: 'link', label: '회사소개', labelEn: 'About', target: { kind: 'page', slug: 'about' } },
    { type: 'link', label: '문의하기', labelEn: 'Contact', target: { kind: 'inquiryList' } },
  ],
};

/** A page's public path: the home page is `/`, the others their slug. */
const pagePath = (slug: PageSlug) => (slug === 'home' ? '/' : `/${slug}`);

/** Where a target leads: a site path, or the http(s) address staff gave. */
export function menuTargetHref(target: MenuTarget): string {
  switch (target.kind) {
    case 'page':
      return pagePath(target.slug);
    case 'policy':
      return POLICY_PATHS[target.policy];
    case 'board':
      return `/board/${String(target.id)}`;
    case 'category':
      return `${PRODUCT_LIST_PATH}?category=${String(target.id)}`;
    case 'product':
      return `/product/detail/${String(target.id)}`;
    case 'productList':
      return PRODUCT_LIST_PATH;
    case 'inquiryForm':
      return '/inquiries';
    case 'inquiryList':
      return '/inquiries/list';
    case 'url':
      return target.url;
  }
}

/** A row's name in the language asked for; `korean` when it fell back to the Korean one. */
export type MenuName = { name: string; korean: boolean };

/** What resolving needs besides the menus: the rows they may name, as visitors may see them. */
export type MenuRows = {
  /** Every board, in their order (the boards group lists them). */
  boards: readonly ({ id: number } & MenuName)[];
  categories: ReadonlyMap<number, MenuName>;
  /** Published products only: a draft is no link for visitors. */
  products: ReadonlyMap<number, MenuName>;
};

/**
 * The menus as visitors read them in `lang`: each label in English where staff wrote one, else
 * the Korean (marked `ko`); a board, category or product without a label shows its own name;
 * links to rows that no longer exist (or products not published) are left out, and so is a
 * group left with no link.
 */
export function resolveMenus(menus: Menus, lang: ContentLanguage, rows: MenuRows): PublicMenus {
  const boards = new Map(rows.boards.map((board) => [board.id, board]));
  const label = (korean: string, english: string | null) =>
    lang === 'en' && english !== null
      ? { label: english }
      : { label: korean, ...(lang === 'en' ? { ko: ['label' as const] } : {}) };
  const named = ({ name, korean }: MenuName) => ({
    label: name,
    ...(korean ? { ko: ['label' as const] } : {}),
  });
  const link = (item: MenuLink): PublicMenuLink | null => {
    const { target } = item;
    const row =
      target.kind === 'board'
        ? boards.get(target.id)
        : target.kind === 'category'
          ? rows.categories.get(target.id)
          : target.kind === 'product'
            ? rows.products.get(target.id)
            : null;
    if (row === undefined) return null;
    const href = menuTargetHref(target);
    const text =
      item.label === null ? (row === null ? null : named(row)) : label(item.label, item.labelEn);
    if (text === null) return null;
    const privacy = target.kind === 'policy' && target.policy === 'privacy';
    return {
      ...text,
      href,
      external: !href.startsWith('/'),
      ...(privacy ? { emphasised: true as const } : {}),
    };
  };
  const links = (items: MenuLink[]) => items.flatMap((item) => link(item) ?? []);
  const header = menus.header.flatMap((item): PublicMenuItem[] => {
    if (item.type === 'link') {
      const resolved = link(item);
      return resolved === null ? [] : [{ type: 'link', ...resolved }];
    }
    const children =
      item.type === 'boards'
        ? rows.boards.map((board) => ({
            ...named(board),
            href: menuTargetHref({ kind: 'board', id: board.id }),
            external: false,
          }))
        : links(item.children);
    if (children.length === 0) return [];
    const section = item.type === 'boards' ? '/board' : null;
    return [{ type: 'group', ...label(item.label, item.labelEn), section, children }];
  });
  return { header, footer: links(menus.footer) };
}

/** The rows a menu names, by kind: the server checks they exist before saving. */
export function menuReferences(menus: MenusValues | Menus) {
  const found: {
    kind: MenuReferenceKind;
    id: number;
    path: (string | number)[];
    label: string | null;
  }[] = [];
  const visit = (item: MenuLink, path: (string | number)[]) => {
    const { target } = item;
    if (target.kind === 'board' || target.kind === 'category' || target.kind === 'product') {
      found.push({
        kind: target.kind,
        id: target.id,
        path: [...path, 'target'],
        label: item.label,
      });
    }
  };
  menus.header.forEach((item, i) => {
    if (item.type === 'link') visit(item, ['header', i]);
    if (item.type === 'group') {
      item.children.forEach((child, j) => {
        visit(child, ['header', i, 'children', j]);
      });
    }
  });
  menus.footer.forEach((item, i) => {
    visit(item, ['footer', i]);
  });
  return found;
}
