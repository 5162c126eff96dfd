import { describe, expect, it } from 'vitest';
import { NO_FIELDS, choiceFrom, fieldOptions, fieldsOf, sameChoice } from './field-choice';

describe('field choice', () => {
  it('starts from the saved fields, none as empty', () => {
    expect(choiceFrom(null)).toEqual(NO_FIELDS);
    expect(
      choiceFrom({ text: 'content.text', author: null, date: 'dates.published', id: null }),
    ).toEqual({
      text: 'content.text',
      author: '',
      date: 'dates.published',
      id: '',
    });
  });

  it('sends an empty choice as null', () => {
    expect(fieldsOf({ text: 'body', author: '', date: 'at', id: '' })).toEqual({
      text: 'body',
      author: null,
      date: 'at',
      id: null,
    });
  });

  it('tells a changed choice from the one previewed', () => {
    const previewed = { ...NO_FIELDS, text: 'body' };
    expect(sameChoice(previewed, { ...NO_FIELDS, text: 'body' })).toBe(true);
    expect(sameChoice(previewed, { ...previewed, author: 'user.name' })).toBe(false);
  });

  it('offers the fields found, then a chosen one they lack, once each', () => {
    const choice = { text: 'content.text', author: 'autor.nombre', date: '', id: 'content.text' };
    expect(fieldOptions(['reviewId', 'content.text'], choice)).toEqual([
      'reviewId',
      'content.text',
      'autor.nombre',
    ]);
  });
});
