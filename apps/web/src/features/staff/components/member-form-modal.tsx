import '../../../lib/zod-config';
import { GRADE_MIN } from '@app/contract/auth-constants';
import {
  type Member,
  type MemberCreate,
  type MemberUpdate,
  memberCreateSchema,
  memberUpdateSchema,
} from '@app/contract/member';
import { NativeSelect, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard';
import { problemFormErrors } from '../../../lib/field-errors';
import { useFormDirty } from '../../../lib/use-form-dirty';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useCreateMember } from '../api/create-member';
import { useUpdateMember } from '../api/update-member';
import { GRADES } from '../grades';
import { staffFieldErrors } from '../staff-form-errors';
import { NewPasswordInput } from './new-password-input';

const FIELDS = ['loginId', 'name', 'email', 'password', 'grade'] as const;
type Field = (typeof FIELDS)[number];
/**
 * Creates a member (`member` null) or edits one's name, e-mail and grade. The same contract
 * schemas check the form here and the request on the server.
 */
export function MemberFormModal({
  member,
  isSelf,
  onClose,
}: {
  member: Member | null;
  /** Nobody changes their own grade; the field is locked rather than refused on save. */
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminStaff');
  const { t: tErrors } = useTranslation('errors');
  const create = useCreateMember();
  const update = useUpdateMember();
  const { errors, formError, check, showRefusal } = useFormErrors<Field>();
  const { dirty, formProps } = useFormDirty();
  const guard = useUnsavedChangesGuard(dirty);
  const pending = create.isPending || update.isPending;
  const toFieldErrors = (issues: Parameters<typeof staffFieldErrors>[0]) =>
    staffFieldErrors(issues, FIELDS, t);
  const fail = (error: unknown) => {
    showRefusal(problemFormErrors(error, FIELDS, tErrors));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: Field) => data.get(name) ?? undefined;
    const values = {
      loginId: field('loginId'),
      name: field('name'),
      email: field('email'),
      password: field('password'),
      grade: Number(data.get('grade')),
    };
    if (member === null) {
      const input: MemberCreate | null = check(memberCreateSchema.safeParse(values), toFieldErrors);
      if (input === null) return;
      create.mutate(input, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('member.created') });
          onClose();
        },
        onError: fail,
      });
      return;
    }
    const { name, email, grade } = values;
    const input: MemberUpdate | null = check(
      memberUpdateSchema.safeParse(isSelf ? { name, email } : { name, email, grade }),
      toFieldErrors,
    );
    if (input === null) return;
    update.mutate(
      { id: member.id, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('member.updated') });
          onClose();
        },
        onError: fail,
      },
    );
  };

  return (
    <>
      <FormModal
        title={t(member === null ? 'member.createTitle' : 'member.editTitle')}
        onSubmit={submit}
        onClose={onClose}
        error={formError}
        cancelLabel={t('common.cancel')}
        submitLabel={t('common.save')}
        submitting={pending}
        formProps={formProps}
      >
        <TextInput
          name="loginId"
          label={t('fields.loginId')}
          defaultValue={member?.loginId ?? ''}
          disabled={member !== null}
          required={member === null}
          maxLength={40}
          autoComplete="off"
          error={errors.loginId}
        />
        <TextInput
          name="name"
          label={t('fields.name')}
          defaultValue={member?.name ?? ''}
          required
          maxLength={50}
          error={errors.name}
        />
        <TextInput
          name="email"
          type="email"
          label={t('fields.email')}
          defaultValue={member?.email ?? ''}
          maxLength={200}
          error={errors.email}
        />
        {member === null && (
          <NewPasswordInput name="password" label={t('fields.password')} error={errors.password} />
        )}
        <NativeSelect
          name="grade"
          label={t('fields.grade')}
          description={isSelf ? t('member.ownGradeLocked') : undefined}
          defaultValue={String(member?.grade ?? GRADE_MIN)}
          disabled={isSelf}
          data={GRADES.map((grade) => ({ value: grade, label: t('common.grade', { grade }) }))}
          error={errors.grade}
        />
      </FormModal>
      {guard.dialog}
    </>
  );
}
