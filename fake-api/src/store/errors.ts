/** Thrown by update/remove when the id does not exist; the API answers 404 `no_such_element`. */
export class NotFoundError extends Error {
  readonly collection: string;
  readonly id: string;
  constructor(collection: string, id: string) {
    super(`No ${collection} record with id ${id}`);
    this.name = 'NotFoundError';
    this.collection = collection;
    this.id = id;
  }
}

/** Thrown by insert when a record with the same id already exists. */
export class DuplicateIdError extends Error {
  readonly collection: string;
  readonly id: string;
  constructor(collection: string, id: string) {
    super(`A ${collection} record with id ${id} already exists`);
    this.name = 'DuplicateIdError';
    this.collection = collection;
    this.id = id;
  }
}

/** The data files cannot be read back (a damaged line that is not the journal's torn tail). */
export class CorruptDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CorruptDataError';
  }
}

/** A write after close(). */
export class StoreClosedError extends Error {
  constructor() {
    super('The store is closed');
    this.name = 'StoreClosedError';
  }
}

/**
 * A read of a search index while it is behind the records committed (its changes still queued: searchLag.ts);
 * the core answers it by catching the index up (Store.catchUpSearch) and reading again.
 */
export class SearchBehindError extends Error {
  constructor() {
    super('The search index is behind the last commit');
    this.name = 'SearchBehindError';
  }
}
