import { describe, expect, it } from 'vitest';
import { REVIEWS_ACTOR, reviewItems } from '../../../test-support/fake-apify-items';
import { fieldMappedComment, itemFieldValues, valueAt } from './field-mapped-comment';

const now = new Date('2030-06-15T12:00:00Z');
const REVIEW_FIELDS = {
  text: 'content.text',
  author: 'reviewer.name',
  date: 'dates.published',
  id: 'reviewId',
};

describe('valueAt', () => {
  it('follows dotted paths through objects and lists', () => {
    const item = { user: { name: 'Ana', tags: [{ label: 'vip' }] }, 'flat.key': 1 };
    expect(valueAt(item, 'user.name')).toBe('Ana');
    expect(valueAt(item, 'user.tags.0.label')).toBe('vip');
    expect(valueAt(item, 'flat.key')).toBe(1);
    expect(valueAt(item, 'user.age')).toBeUndefined();
    expect(valueAt(item, 'user.name.first')).toBeUndefined();
    expect(valueAt('texto', 'length')).toBeUndefined();
  });

  it('never reads what an object inherits', () => {
    expect(valueAt({}, 'constructor')).toBeUndefined();
    expect(valueAt({ a: {} }, 'a.__proto__')).toBeUndefined();
  });
});

describe('fieldMappedComment', () => {
  it('maps a nested review with the chosen fields, under the actor as its platform', () => {
    const [first] = reviewItems('zapato-1', 1);
    expect(fieldMappedComment(first, REVIEW_FIELDS, REVIEWS_ACTOR, now)).toEqual({
      comment: {
        platform: REVIEWS_ACTOR,
        externalId: 'rv-zapato-1-1',
        text: 'El envío tardó tres semanas y nadie contestaba al teléfono (#1)',
        author: 'Cliente 1',
        publishedAt: new Date('2025-03-01T09:30:00.000Z'),
        likes: null,
        replies: null,
      },
      skipped: null,
    });
  });

  it('says why an item is skipped: not an object, no text, or too short', () => {
    const items = reviewItems('zapato-2', 6);
    const skipped = (item: unknown) =>
      fieldMappedComment(item, REVIEW_FIELDS, REVIEWS_ACTOR, now).skipped;
    expect(skipped(items[4])).toBe('no_text');
    expect(skipped(items[5])).toBe('text_too_short');
    expect(skipped('una fila suelta')).toBe('not_an_object');
    expect(skipped([1, 2])).toBe('not_an_object');
    expect(skipped({ content: { text: { nested: 'objeto' } } })).toBe('no_text');
  });

  it('hashes actor, author and text when no id is chosen, so the same review is the same comment', () => {
    const [review] = reviewItems('zapato-3', 1);
    const fields = { ...REVIEW_FIELDS, id: null };
    const first = fieldMappedComment(review, fields, REVIEWS_ACTOR, now).comment;
    const again = fieldMappedComment(review, fields, REVIEWS_ACTOR, now).comment;
    const otherActor = fieldMappedComment(review, fields, 'otra/tienda', now).comment;
    expect(first?.externalId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(again?.externalId).toBe(first?.externalId);
    expect(otherActor?.externalId).not.toBe(first?.externalId);
  });

  it('reads dates as ISO text, Unix seconds or milliseconds, and relative text', () => {
    const dateOf = (date: unknown) =>
      fieldMappedComment(
        { text: 'Demasiado caro para mí', date },
        { text: 'text', author: null, date: 'date', id: null },
        'acme/x',
        now,
      ).comment?.publishedAt;
    expect(dateOf('2025-01-02T03:04:05Z')).toEqual(new Date('2025-01-02T03:04:05Z'));
    expect(dateOf(1_735_689_600)).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(dateOf('1735689600000')).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(dateOf('hace 3 días')).toEqual(new Date('2030-06-12T12:00:00Z'));
    expect(dateOf('no es una fecha')).toBeNull();
    expect(dateOf({ year: 2025 })).toBeNull();
  });

  it('writes numeric ids and authors out as text', () => {
    const mapped = fieldMappedComment(
      { body: 'No me llegó el pedido nunca', by: 42, n: 1234567890123 },
      { text: 'body', author: 'by', date: null, id: 'n' },
      'acme/x',
      now,
    );
    expect(mapped.comment).toMatchObject({ author: '42', externalId: '1234567890123' });
  });
});

describe('itemFieldValues', () => {
  it('lists nested fields as dotted paths with their values as text', () => {
    const [review] = reviewItems('zapato-4', 1);
    expect(itemFieldValues(review)).toEqual({
      reviewId: 'rv-zapato-4-1',
      url: 'https://tienda.example.com/p/zapato-4#review-1',
      rating: '1',
      title: 'El envío tardó tres',
      'content.text': 'El envío tardó tres semanas y nadie contestaba al teléfono (#1)',
      'content.language': 'es',
      'reviewer.name': 'Cliente 1',
      'reviewer.country': 'ES',
      'reviewer.reviewsCount': '1',
      'reviewer.avatarUrl': '',
      'dates.published': '2025-03-01T09:30:00.000Z',
      'dates.experienced': '2025-03-01',
      helpfulVotes: '0',
      'companyReply.text': 'Gracias por contarlo, le escribimos.',
    });
  });

  it('keeps a preview small: long values cut, lists to 3 elements, 80 fields', () => {
    const values = itemFieldValues({
      long: 'x'.repeat(5_000),
      list: [1, 2, 3, 4, 5],
      many: Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`f${index}`, index])),
      empty: null,
    });
    expect(values.long).toHaveLength(200);
    expect(values['list.2']).toBe('3');
    expect(values['list.3']).toBeUndefined();
    expect(Object.keys(values)).toHaveLength(80);
    expect(itemFieldValues({ gone: null })).toEqual({ gone: '' });
  });
});
