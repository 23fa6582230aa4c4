/** The one way a route answers 404 no_such_element for a record: missing, or not the caller's to see. */
import type { CollectionName, RecordOf } from '@casebridge/domain';
import { notFound } from './errors.ts';
import type { Services } from './types.ts';

export interface GetOr404Options<R> {
  /** false hides a record that exists: the caller may not know it does (scoping by company or role). */
  visible?: (record: R) => boolean;
  /** The 404 message when it is not the generic one. */
  message?: string;
}

export function getOr404<C extends CollectionName>(
  services: Services,
  collection: C,
  id: string,
  { visible, message }: GetOr404Options<RecordOf<C>> = {},
): RecordOf<C> {
  const record = services.store.collection(collection).get(id);
  if (!record || (visible && !visible(record))) throw notFound(message);
  return record;
}

/** Like getOr404 for a record found by another field (e.g. the subscription of a company). */
export function findOr404<C extends CollectionName, F extends keyof RecordOf<C> & string>(
  services: Services,
  collection: C,
  field: F,
  value: RecordOf<C>[F],
  { visible, message }: GetOr404Options<RecordOf<C>> = {},
): RecordOf<C> {
  const record = services.store.collection(collection).findOne(field, value);
  if (!record || (visible && !visible(record))) throw notFound(message);
  return record;
}
