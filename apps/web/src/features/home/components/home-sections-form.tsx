import '../../../lib/zod-config';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import {
  type AdminHomeSections,
  HOME_AREA_ICONS,
  HOME_MAX_LINKS,
  type HomeHeadedSection,
  type HomeLayout,
  type HomeSectionKey,
  type HomeSectionsContent,
  type PublicHomeSections,
  homeSectionsInputSchema,
} from '@app/contract/home-sections';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode, type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/ui/form-error';
import { useDialogProps } from '../../../components/ui/use-dialog-props';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { isApiError } from '../../../lib/api-error';
import { useSaveHomeSections } from '../api/admin-home-sections';
import { HomeLayoutCard } from './home-layout-card';

type Area = NonNullable<HomeSectionsContent['business']>['areas'][number];

/** One language's sections as the form holds them: text fields, a section kept while off. */
type Draft = {
  eyebrow: string;
  stats: { value: string; label: string }[];
  businessOn: boolean;
  business: {
    title: string;
    description: string;
    areas: (Omit<Area, 'points' | 'link' | 'linkLabel' | 'description'> & {
      /** One point a line. */
      points: string;
      link: string;
      linkLabel: string;
    })[];
  };
  strengthsOn: boolean;
  strengths: { title: string; items: { title: string; text: string }[] };
  headings: Record<HomeHeadedSection, { eyebrow: string; title: string; description: string }>;
  links: { label: string; link: string; description: string }[];
  contact: { title: string; text: string; action: string; link: string };
};

type Heading = HomeSectionsContent['headings'][HomeHeadedSection];

const headingFields = (heading: Heading): Draft['headings'][HomeHeadedSection] => ({
  eyebrow: heading.eyebrow ?? '',
  title: heading.title ?? '',
  description: heading.description ?? '',
});

const NEW_AREA: Draft['business']['areas'][number] = {
  icon: 'factory',
  title: '',
  text: '',
  points: '',
  link: '',
  linkLabel: '',
};

function draftOf(sections: HomeSectionsContent): Draft {
  return {
    eyebrow: sections.eyebrow ?? '',
    stats: sections.stats,
    businessOn: sections.business !== null,
    business: {
      title: sections.business?.title ?? '',
      description: sections.business?.description ?? '',
      areas: sections.business?.areas.map((area) => ({
        ...area,
        points: area.points.join('\n'),
        link: area.link ?? '',
        linkLabel: area.linkLabel ?? '',
      })) ?? [NEW_AREA],
    },
    strengthsOn: sections.strengths !== null,
    strengths: sections.strengths ?? { title: '', items: [{ title: '', text: '' }] },
    headings: {
      featured: headingFields(sections.headings.featured),
      categories: headingFields(sections.headings.categories),
      notices: headingFields(sections.headings.notices),
      links: headingFields(sections.headings.links),
    },
    links: sections.links.map((link) => ({ ...link, description: link.description ?? '' })),
    contact: {
      title: sections.contact.title ?? '',
      text: sections.contact.text ?? '',
      action: sections.contact.action ?? '',
      link: sections.contact.link ?? '',
    },
  };
}

/** What the contract reads: sections turned off are null, a point a line. */
function inputOf(draft: Draft) {
  return {
    eyebrow: draft.eyebrow,
    stats: draft.stats,
    business: draft.businessOn
      ? {
          title: draft.business.title,
          description: draft.business.description,
          areas: draft.business.areas.map((area) => ({
            ...area,
            points: area.points
              .split('\n')
              .map((point) => point.trim())
              .filter((point) => point !== ''),
          })),
        }
      : null,
    strengths: draft.strengthsOn ? draft.strengths : null,
    headings: draft.headings,
    links: draft.links,
    contact: draft.contact,
  };
}

type Language = 'ko' | 'en';
type DraftArea = Draft['business']['areas'][number];

/** Most items a list holds (the contract's limit). */
const MAX_ITEMS = 6;

const replaceAt = <T,>(list: T[], index: number, change: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...change } : item));
const removeAt = <T,>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={onClick}
      w="fit-content"
    >
      {label}
    </Button>
  );
}

/** Beside an item's fields, level with their inputs (below their labels). */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" mt={28} aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** A section staff may turn off: its fields, and its title, only while it is shown. */
function ShownSection({
  legend,
  shown,
  onShownChange,
  title,
  onTitleChange,
  titleError,
  children,
}: {
  legend: string;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  title: string;
  onTitleChange: (title: string) => void;
  titleError: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminPage');
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Checkbox
          label={t('homeSections.show')}
          checked={shown}
          onChange={(event) => {
            onShownChange(event.currentTarget.checked);
          }}
        />
        {shown && (
          <>
            <TextInput
              label={t('homeSections.sectionTitle')}
              value={title}
              onChange={(event) => {
                onTitleChange(event.currentTarget.value);
              }}
              error={titleError}
            />
            {children}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A refused value's message, by where it is (`ko.stats.0.value`). */
function errorsByPath(
  issues: readonly z.core.$ZodIssue[],
  message: (issue: z.core.$ZodIssue) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    errors[path] ??= message(issue);
  }
  return errors;
}

/** A heading's three fields; empty ones leave the page's own words. */
function HeadingFields({
  legend,
  heading,
  onChange,
  error,
  children,
}: {
  legend: string;
  heading: Draft['headings'][HomeHeadedSection];
  onChange: (change: Partial<Draft['headings'][HomeHeadedSection]>) => void;
  error: (field: string) => string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('adminPage');
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('homeSections.headingHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('homeSections.headingEyebrow')}
            value={heading.eyebrow}
            onChange={(event) => {
              onChange({ eyebrow: event.currentTarget.value });
            }}
            error={error('eyebrow')}
          />
          <TextInput
            label={t('homeSections.sectionTitle')}
            value={heading.title}
            onChange={(event) => {
              onChange({ title: event.currentTarget.value });
            }}
            error={error('title')}
          />
        </SimpleGrid>
        <TextInput
          label={t('homeSections.sectionDescription')}
          value={heading.description}
          onChange={(event) => {
            onChange({ description: event.currentTarget.value });
          }}
          error={error('description')}
        />
        {children}
      </Stack>
    </Fieldset>
  );
}

/**
 * The home page's sections below the hero: their order and which are shown (the same in every
 * language), a line above the title, figures, business areas, strengths, quick links and the
 * words of the featured products', categories', notices' and call to action's headings, in
 * Korean and (optionally) English. Nothing of a site is shown until staff write it. The
 * contract checks it here and on the server. `renderPreview` draws the page below the hero
 * with the values as they stand (the app composes it: a feature shows no other's sections).
 */
export function HomeSectionsForm({
  sections,
  renderPreview,
}: {
  sections: AdminHomeSections;
  renderPreview: (sections: PublicHomeSections, language: Language) => ReactNode;
}) {
  const { t } = useTranslation('adminPage');
  const { t: tErrors } = useTranslation('errors');
  const save = useSaveHomeSections();
  const dialogProps = useDialogProps();
  const phone = useMediaQuery('(max-width: 48em)');
  const [language, setLanguage] = useState<Language>('ko');
  const [drafts, setDrafts] = useState<Record<Language, Draft>>(() => ({
    ko: draftOf(sections.ko),
    en: draftOf(sections.en ?? sections.ko),
  }));
  const [english, setEnglish] = useState(sections.en !== null);
  const [layout, setLayout] = useState<HomeLayout>(sections.layout);
  const [saved, setSaved] = useState(() => JSON.stringify({ drafts, english, layout }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PublicHomeSections | null>(null);
  const guard = useUnsavedChangesGuard(JSON.stringify({ drafts, english, layout }) !== saved);

  const draft = drafts[language];
  const update = (change: (current: Draft) => Draft) => {
    setDrafts((all) => ({ ...all, [language]: change(all[language]) }));
  };
  const error = (path: string) => errors[`${language}.${path}`];
  const setStat = (index: number, change: Partial<Draft['stats'][number]>) => {
    update((d) => ({ ...d, stats: replaceAt(d.stats, index, change) }));
  };
  const setBusiness = (change: Partial<Draft['business']>) => {
    update((d) => ({ ...d, business: { ...d.business, ...change } }));
  };
  const setStrengths = (change: Partial<Draft['strengths']>) => {
    update((d) => ({ ...d, strengths: { ...d.strengths, ...change } }));
  };
  const setStrength = (index: number, change: Partial<Draft['strengths']['items'][number]>) => {
    update((d) => ({
      ...d,
      strengths: { ...d.strengths, items: replaceAt(d.strengths.items, index, change) },
    }));
  };

  const setHeading =
    (key: HomeHeadedSection) => (change: Partial<Draft['headings'][HomeHeadedSection]>) => {
      update((d) => ({
        ...d,
        headings: { ...d.headings, [key]: { ...d.headings[key], ...change } },
      }));
    };
  const setLink = (index: number, change: Partial<Draft['links'][number]>) => {
    update((d) => ({ ...d, links: replaceAt(d.links, index, change) }));
  };
  const setContact = (change: Partial<Draft['contact']>) => {
    update((d) => ({ ...d, contact: { ...d.contact, ...change } }));
  };

  /** The values as the contract reads them, or null with each refused one named. */
  const parse = () => {
    setFormError(null);
    const parsed = homeSectionsInputSchema.safeParse({
      ko: inputOf(drafts.ko),
      en: english ? inputOf(drafts.en) : null,
      layout,
    });
    if (!parsed.success) {
      const found = errorsByPath(parsed.error.issues, (issue) => {
        if (issue.code === 'too_big') return t('errors.tooLong');
        if (issue.code === 'too_small') return t('errors.required');
        return t('errors.invalid');
      });
      setErrors(found);
      // Shown where the first refused value is: its language's tab.
      const first = Object.keys(found)[0] ?? '';
      if (first.startsWith('en.')) setLanguage('en');
      else if (first.startsWith('ko.')) setLanguage('ko');
      setFormError(t('homeSections.invalid'));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  /** The page below the hero in the language being edited, as it would be once saved. */
  const showPreview = () => {
    const values = parse();
    if (values === null) return;
    const shown = language === 'en' ? values.en : null;
    setPreview(
      shown === null
        ? { ...values.ko, layout: values.layout, lang: 'ko' }
        : { ...shown, layout: values.layout, lang: 'en' },
    );
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = parse();
    if (values === null) return;
    save.mutate(values, {
      onSuccess: () => {
        guard.markSaved();
        setSaved(JSON.stringify({ drafts, english, layout }));
        notifications.show({ color: 'teal', message: t('homeSections.saved') });
      },
      onError: (failure) => {
        setFormError(
          isApiError(failure) ? apiErrorMessage(failure, tErrors) : tErrors('status.unexpected'),
        );
      },
    });
  };

  const name = (key: HomeSectionKey) => t(`homeSections.sections.${key}`);
  /** A section's heading fields, and what else the section holds (`children`). */
  const headingFieldsOf = (key: HomeHeadedSection, children?: ReactNode) => (
    <HeadingFields
      legend={name(key)}
      heading={draft.headings[key]}
      onChange={setHeading(key)}
      error={(field) => error(`headings.${key}.${field}`)}
    >
      {children}
    </HeadingFields>
  );
  /** Each section's words, shown in the order the home page shows the sections. */
  const sectionFields: Record<HomeSectionKey, ReactNode> = {
    featured: headingFieldsOf('featured'),
    business: (
      <ShownSection
        legend={t('homeSections.business')}
        shown={draft.businessOn}
        onShownChange={(businessOn) => {
          update((d) => ({ ...d, businessOn }));
        }}
        title={draft.business.title}
        onTitleChange={(title) => {
          setBusiness({ title });
        }}
        titleError={error('business.title')}
      >
        <TextInput
          label={t('homeSections.sectionDescription')}
          value={draft.business.description}
          onChange={(event) => {
            setBusiness({ description: event.currentTarget.value });
          }}
          error={error('business.description')}
        />
        {error('business.areas') !== undefined && (
          <Text size="sm" c="red" role="alert">
            {t('homeSections.needsArea')}
          </Text>
        )}
        {draft.business.areas.map((area, index) => {
          const set = (change: Partial<DraftArea>) => {
            update((d) => ({
              ...d,
              business: { ...d.business, areas: replaceAt(d.business.areas, index, change) },
            }));
          };
          const at = (field: string) => error(`business.areas.${index}.${field}`);
          return (
            <Fieldset
              key={index}
              variant="filled"
              legend={t('homeSections.area', { n: index + 1 })}
            >
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('homeSections.areaTitle')}
                    value={area.title}
                    onChange={(event) => {
                      set({ title: event.currentTarget.value });
                    }}
                    error={at('title')}
                  />
                  <NativeSelect
                    label={t('homeSections.icon')}
                    value={area.icon}
                    onChange={(event) => {
                      const icon = HOME_AREA_ICONS.find(
                        (name) => name === event.currentTarget.value,
                      );
                      if (icon !== undefined) set({ icon });
                    }}
                    data={HOME_AREA_ICONS.map((icon) => ({
                      value: icon,
                      label: t(`homeSections.icons.${icon}`),
                    }))}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('homeSections.areaText')}
                  value={area.text}
                  onChange={(event) => {
                    set({ text: event.currentTarget.value });
                  }}
                  error={at('text')}
                  autosize
                  minRows={2}
                />
                <Textarea
                  label={t('homeSections.points')}
                  description={t('homeSections.pointsHint')}
                  value={area.points}
                  onChange={(event) => {
                    set({ points: event.currentTarget.value });
                  }}
                  // A refused point is named by its line; the field holds them all.
                  error={
                    at('points') ??
                    Object.entries(errors).find(([path]) =>
                      path.startsWith(`${language}.business.areas.${index}.points.`),
                    )?.[1]
                  }
                  autosize
                  minRows={2}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('homeSections.link')}
                    description={t('homeSections.linkHint')}
                    placeholder="/smart"
                    value={area.link}
                    onChange={(event) => {
                      set({ link: event.currentTarget.value });
                    }}
                    error={at('link')}
                  />
                  <TextInput
                    label={t('homeSections.linkLabel')}
                    value={area.linkLabel}
                    onChange={(event) => {
                      set({ linkLabel: event.currentTarget.value });
                    }}
                    error={at('linkLabel')}
                  />
                </SimpleGrid>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => {
                    setBusiness({ areas: removeAt(draft.business.areas, index) });
                  }}
                  w="fit-content"
                >
                  {t('homeSections.removeArea', { n: index + 1 })}
                </Button>
              </Stack>
            </Fieldset>
          );
        })}
        {draft.business.areas.length < MAX_ITEMS && (
          <AddButton
            label={t('homeSections.addArea')}
            onClick={() => {
              setBusiness({ areas: [...draft.business.areas, NEW_AREA] });
            }}
          />
        )}
      </ShownSection>
    ),
    categories: headingFieldsOf('categories'),
    notices: headingFieldsOf('notices'),
    strengths: (
      <ShownSection
        legend={t('homeSections.strengths')}
        shown={draft.strengthsOn}
        onShownChange={(strengthsOn) => {
          update((d) => ({ ...d, strengthsOn }));
        }}
        title={draft.strengths.title}
        onTitleChange={(title) => {
          setStrengths({ title });
        }}
        titleError={error('strengths.title')}
      >
        {draft.strengths.items.map((item, index) => (
          <Group key={index} align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
              <TextInput
                label={t('homeSections.strengthTitle', { n: index + 1 })}
                value={item.title}
                onChange={(event) => {
                  setStrength(index, { title: event.currentTarget.value });
                }}
                error={error(`strengths.items.${index}.title`)}
              />
              <TextInput
                label={t('homeSections.strengthText', { n: index + 1 })}
                value={item.text}
                onChange={(event) => {
                  setStrength(index, { text: event.currentTarget.value });
                }}
                error={error(`strengths.items.${index}.text`)}
              />
            </SimpleGrid>
            <RemoveButton
              label={t('homeSections.removeStrength', { n: index + 1 })}
              onClick={() => {
                setStrengths({ items: removeAt(draft.strengths.items, index) });
              }}
            />
          </Group>
        ))}
        {draft.strengths.items.length < MAX_ITEMS && (
          <AddButton
            label={t('homeSections.addStrength')}
            onClick={() => {
              setStrengths({ items: [...draft.strengths.items, { title: '', text: '' }] });
            }}
          />
        )}
      </ShownSection>
    ),
    // The places are the place list's own, with no words of their own here.
    places: null,
    links: headingFieldsOf(
      'links',
      <>
        {draft.links.map((link, index) => (
          <Fieldset
            key={index}
            variant="filled"
            legend={t('homeSections.quickLink', { n: index + 1 })}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('homeSections.quickLinkLabel')}
                  value={link.label}
                  onChange={(event) => {
                    setLink(index, { label: event.currentTarget.value });
                  }}
                  error={error(`links.${index}.label`)}
                />
                <TextInput
                  label={t('homeSections.quickLinkTarget')}
                  description={t('homeSections.quickLinkTargetHint')}
                  placeholder="/product/list"
                  value={link.link}
                  onChange={(event) => {
                    setLink(index, { link: event.currentTarget.value });
                  }}
                  error={error(`links.${index}.link`)}
                />
              </SimpleGrid>
              <Group align="flex-start" wrap="nowrap">
                <TextInput
                  label={t('homeSections.quickLinkDescription')}
                  value={link.description}
                  onChange={(event) => {
                    setLink(index, { description: event.currentTarget.value });
                  }}
                  error={error(`links.${index}.description`)}
                  style={{ flex: 1 }}
                />
                <RemoveButton
                  label={t('homeSections.removeQuickLink', { n: index + 1 })}
                  onClick={() => {
                    update((d) => ({ ...d, links: removeAt(d.links, index) }));
                  }}
                />
              </Group>
            </Stack>
          </Fieldset>
        ))}
        {draft.links.length < HOME_MAX_LINKS && (
          <AddButton
            label={t('homeSections.addQuickLink')}
            onClick={() => {
              update((d) => ({
                ...d,
                links: [...d.links, { label: '', link: '', description: '' }],
              }));
            }}
          />
        )}
      </>,
    ),
    contact: (
      <Fieldset legend={name('contact')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('homeSections.headingHint')}
          </Text>
          <TextInput
            label={t('homeSections.sectionTitle')}
            value={draft.contact.title}
            onChange={(event) => {
              setContact({ title: event.currentTarget.value });
            }}
            error={error('contact.title')}
          />
          <Textarea
            label={t('homeSections.contactText')}
            value={draft.contact.text}
            onChange={(event) => {
              setContact({ text: event.currentTarget.value });
            }}
            error={error('contact.text')}
            autosize
            minRows={2}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('homeSections.contactAction')}
              value={draft.contact.action}
              onChange={(event) => {
                setContact({ action: event.currentTarget.value });
              }}
              error={error('contact.action')}
            />
            <TextInput
              label={t('homeSections.contactLink')}
              description={t('homeSections.contactLinkHint')}
              placeholder="/inquiries"
              value={draft.contact.link}
              onChange={(event) => {
                setContact({ link: event.currentTarget.value });
              }}
              error={error('contact.link')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    ),
  };

  const languageTab = (
    <SegmentedControl
      value={language}
      onChange={(value) => {
        setLanguage(value === 'en' ? 'en' : 'ko');
      }}
      data={[
        { value: 'ko', label: t('homeSections.korean') },
        { value: 'en', label: t('homeSections.english') },
      ]}
      aria-label={t('homeSections.language')}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('homeSections.title')}>
      <Stack gap="lg">
        <HomeLayoutCard
          layout={layout}
          onChange={(next) => {
            setLayout(next);
          }}
        />
        {languageTab}
        {language === 'en' && (
          <Checkbox
            checked={english}
            onChange={(event) => {
              setEnglish(event.currentTarget.checked);
            }}
            label={t('homeSections.writeEnglish')}
            description={t('homeSections.writeEnglishHint')}
          />
        )}
        <fieldset
          disabled={language === 'en' && !english}
          lang={language}
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        >
          <Stack gap="lg">
            <TextInput
              label={t('homeSections.eyebrow')}
              description={t('homeSections.eyebrowHint')}
              value={draft.eyebrow}
              onChange={(event) => {
                const eyebrow = event.currentTarget.value;
                update((d) => ({ ...d, eyebrow }));
              }}
              error={error('eyebrow')}
            />

            <Fieldset legend={t('homeSections.stats')}>
              <Stack gap="sm">
                {draft.stats.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('homeSections.noStats')}
                  </Text>
                )}
                {draft.stats.map((stat, index) => (
                  <Group key={index} align="flex-start" wrap="nowrap">
                    <TextInput
                      label={t('homeSections.statValue', { n: index + 1 })}
                      value={stat.value}
                      onChange={(event) => {
                        setStat(index, { value: event.currentTarget.value });
                      }}
                      error={error(`stats.${index}.value`)}
                      w="30%"
                    />
                    <TextInput
                      label={t('homeSections.statLabel', { n: index + 1 })}
                      value={stat.label}
                      onChange={(event) => {
                        setStat(index, { label: event.currentTarget.value });
                      }}
                      error={error(`stats.${index}.label`)}
                      style={{ flex: 1 }}
                    />
                    <RemoveButton
                      label={t('homeSections.removeStat', { n: index + 1 })}
                      onClick={() => {
                        update((d) => ({ ...d, stats: removeAt(d.stats, index) }));
                      }}
                    />
                  </Group>
                ))}
                {draft.stats.length < MAX_ITEMS && (
                  <AddButton
                    label={t('homeSections.addStat')}
                    onClick={() => {
                      update((d) => ({ ...d, stats: [...d.stats, { value: '', label: '' }] }));
                    }}
                  />
                )}
              </Stack>
            </Fieldset>

            {layout.map(({ key }) => (
              <Fragment key={key}>{sectionFields[key]}</Fragment>
            ))}
          </Stack>
        </fieldset>
        <FormError error={formError} />
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={showPreview}
          >
            {t('homeSections.preview')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
      <Modal
        {...dialogProps}
        opened={preview !== null}
        onClose={() => {
          setPreview(null);
        }}
        title={t('homeSections.previewTitle')}
        size="100%"
        fullScreen={phone}
      >
        {preview !== null && renderPreview(preview, language)}
      </Modal>
      {guard.dialog}
    </form>
  );
}
