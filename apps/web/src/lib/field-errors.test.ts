import { expect, test } from 'vitest';
import { ApiError } from './api-error';
import { problemFieldErrors } from './field-errors';

const refusal = (...fields: string[]) =>
  new ApiError({
    status: 400,
    code: 'validation_failed',
    problem: {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      errors: fields.map((field) => ({ field, message: 'invalid' })),
    },
  });

test('a field the problem names, or an item of a list field, is marked with the message', () => {
  const errors = problemFieldErrors(
    refusal('body.term', 'body.alternatives.2', 'body.other', 'query.term'),
    ['term', 'alternatives', 'bothWays'] as const,
    '입력한 내용을 다시 확인해 주세요.',
  );
  expect(errors).toEqual({
    term: '입력한 내용을 다시 확인해 주세요.',
    alternatives: '입력한 내용을 다시 확인해 주세요.',
  });
});

test('a field whose name only starts like another is not mistaken for it', () => {
  expect(problemFieldErrors(refusal('body.termEn'), ['term'] as const, 'x')).toEqual({});
});
