import '../../../lib/zod-config';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  type AdminBoard,
  BOARD_DESCRIPTION_MAX,
  BOARD_KINDS,
  BOARD_NAME_MAX,
  type BoardInput,
  boardInputSchema,
} from '@app/contract/board';
import { Input, NumberInput, SegmentedControl, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { LanguagePair, TextInputPair, useEnglishLabel } from '../../../components/ui/language-pair';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSaveBoard } from '../api/save-board';
import { boardFieldErrors, boardServerErrors } from '../board-form-errors';

const FIELDS = [
  'name',
  'nameEn',
  'slug',
  'description',
  'descriptionEn',
  'kind',
  'postsPerPage',
] as const;
type Field = (typeof FIELDS)[number];

/** Creates a board (`board` null) or edits one; the contract schema checks it here and on the server. */
export function BoardFormModal({
  board,
  onClose,
  onSaved,
}: {
  board: AdminBoard | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const { t } = useTranslation('adminBoard');
  const { t: tErrors } = useTranslation('errors');
  const inEnglish = useEnglishLabel();
  const save = useSaveBoard();
  const [kind, setKind] = useState<string>(board?.kind ?? 'list');
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: BoardInput | null = check(
      boardInputSchema.safeParse({
        name: data.get('name'),
        nameEn: data.get('nameEn'),
        slug: data.get('slug'),
        description: data.get('description'),
        descriptionEn: data.get('descriptionEn'),
        kind,
        postsPerPage: Number(data.get('postsPerPage')),
        ...(board === null ? {} : { sortOrder: board.sortOrder }),
      }),
      (issues) => boardFieldErrors(issues, FIELDS, t),
    );
    if (input === null) return;
    save.mutate(
      { id: board?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t(board === null ? 'boards.created' : 'boards.updated'),
          });
          guard.markSaved();
          onSaved?.(saved.id);
          onClose();
        },
        onError: (error) => {
          showRefusal(boardServerErrors(error, FIELDS, t, tErrors));
        },
      },
    );
  };

  return (
    <>
      <FormModal
        title={t(board === null ? 'boards.createTitle' : 'boards.editTitle')}
        onSubmit={submit}
        onClose={onClose}
        error={formError}
        cancelLabel={t('boards.cancel')}
        submitLabel={t('boards.save')}
        submitting={save.isPending}
        formProps={formProps}
        size="lg"
      >
        <TextInputPair
          name="name"
          label={t('fields.name')}
          values={{ ko: board?.name, en: board?.nameEn }}
          errors={errors}
          maxLength={BOARD_NAME_MAX}
        />
        <TextInput
          name="slug"
          label={t('fields.slug')}
          description={t('fields.slugHint')}
          defaultValue={board?.slug ?? ''}
          required
          maxLength={50}
          autoComplete="off"
          error={errors.slug}
        />
        <LanguagePair>
          <Textarea
            name="description"
            label={t('fields.description')}
            defaultValue={board?.description ?? ''}
            maxLength={BOARD_DESCRIPTION_MAX}
            autosize
            minRows={2}
            error={errors.description}
          />
          <Textarea
            name="descriptionEn"
            label={inEnglish(t('fields.description'))}
            lang="en"
            defaultValue={board?.descriptionEn ?? ''}
            maxLength={BOARD_DESCRIPTION_MAX}
            autosize
            minRows={2}
            error={errors.descriptionEn}
          />
        </LanguagePair>
        <Input.Wrapper label={t('fields.kind')} error={errors.kind}>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={setKind}
            aria-label={t('fields.kind')}
            data={BOARD_KINDS.map((value) => ({
              value,
              label: t(value === 'list' ? 'boards.kindList' : 'boards.kindGallery'),
            }))}
          />
        </Input.Wrapper>
        <NumberInput
          name="postsPerPage"
          label={t('fields.postsPerPage')}
          defaultValue={board?.postsPerPage ?? 10}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          required
          error={errors.postsPerPage}
        />
      </FormModal>
      {guard.dialog}
    </>
  );
}
