/**
 * The registry as a table (RegistryEntry rows): each company joined with its first subscription, its sales
 * representative and its users' last login, rebuilt for one company by triggers on companies, subscriptions
 * and users inside the writing transaction. Lists, search and status counts then read it through indexes.
 */
import type { DerivedTable } from '../store/sql/schema.ts';

export const REGISTRY_TABLE = 'registry';

/** Fields `q` searches in the registry. */
export const REGISTRY_SEARCH_FIELDS = ['companyName', 'email', 'city', 'state', 'salesRepresentativeName'];

const c = (path: string) => `json_extract(c.doc, '$.${path}')`;
const s = (path: string) => `json_extract(s.doc, '$.${path}')`;
const bool = (path: string) =>
  `CASE json_type(s.doc, '$.${path}') WHEN 'true' THEN json('true') ELSE json('false') END`;
const lastUpdate = `CASE WHEN ${s('lastUpdate')} <> '' AND ${s('lastUpdate')} > ${c('updatedAt')} THEN ${s('lastUpdate')} ELSE ${c('updatedAt')} END`;
// A user's last login is no key column of users (sql/keyColumns.ts): read from the record.
const LOGIN = `json_extract(u.doc, '$."lastLoginAt"')`;
const LAST_LOGIN = `(SELECT max(${LOGIN}) FROM users u WHERE u."e_companyId" = c.id)`;
const FIRST_SUBSCRIPTION = `(SELECT min(seq) FROM subscriptions WHERE "e_companyId" = c.id)`;

/**
 * The registry rows of the companies matching `where` (over `companies c`). The whole table is built with
 * the first subscriptions and last logins aggregated once (`all`), a trigger's few rows with lookups.
 */
function rows(where: string, all = false): string {
  const lastLogin = all ? 'ul.m' : LAST_LOGIN;
  const subscriptionJoin = all
    ? `LEFT JOIN (SELECT "e_companyId" AS cid, min(seq) AS first FROM subscriptions GROUP BY 1) fs ON fs.cid = c.id
  LEFT JOIN subscriptions s ON s.seq = fs.first
  LEFT JOIN (SELECT u."e_companyId" AS cid, max(${LOGIN}) AS m FROM users u GROUP BY 1) ul ON ul.cid = c.id`
    : `LEFT JOIN subscriptions s ON s.seq = ${FIRST_SUBSCRIPTION}`;
  return `SELECT c.seq, coalesce(s.id, c.id), json_object(
    'id', coalesce(s.id, c.id),
    'companyId', c.id,
    'companyName', ${c('name')},
    'companyType', ${c('type')},
    'status', ${c('status')},
    'subscriptionType', ${c('subscriptionType')},
    'email', ${c('email')},
    'state', ${c('location.state')},
    'city', ${c('location.city')},
    'planType', ${s('planType')},
    'billingType', ${s('billingType')},
    'subscriptionStatus', ${s('status')},
    'trialing', ${bool('trialing')},
    'trialEnd', ${s('trialEnd')},
    'subscriptionPeriodEnd', ${s('subscriptionPeriodEnd')},
    'paymentError', ${bool('paymentError')},
    'salesRepresentativeId', ${c('salesRepresentativeId')},
    'salesRepresentativeName', CASE WHEN r.id IS NULL THEN NULL
      ELSE trim(json_extract(r.doc, '$.name') || ' ' || json_extract(r.doc, '$.lastName')) END,
    'createdAt', ${c('createdAt')},
    'lastUpdate', ${lastUpdate},
    'lastActivity', CASE WHEN ${lastLogin} > (${lastUpdate}) THEN ${lastLogin} ELSE ${lastUpdate} END)
  FROM companies c
  ${subscriptionJoin}
  LEFT JOIN users r ON r.id = c."e_salesRepresentativeId"
  WHERE ${where}`;
}

/**
 * Rewrites the rows of the companies matching `where`. A row's id (its first subscription's, else its
 * company's) is set apart, only where it changed: an update setting it rewrites its unique index each time.
 */
const refresh = (where: string) =>
  `INSERT INTO ${REGISTRY_TABLE} (seq, id, doc) ${rows(where)}
  ON CONFLICT (seq) DO UPDATE SET doc = excluded.doc WHERE ${REGISTRY_TABLE}.doc IS NOT excluded.doc;
  UPDATE ${REGISTRY_TABLE} SET id = doc ->> '$.id'
  WHERE seq IN (SELECT c.seq FROM companies c WHERE ${where}) AND id IS NOT doc ->> '$.id';`;

// An update of a record's document only (`OF doc`): not the search order's key a table's own rows get
// (sql/searchOrder.ts).
const trigger = (name: string, event: string, table: string, body: string) =>
  `CREATE TRIGGER IF NOT EXISTS "registry_${name}" AFTER ${event === 'UPDATE' ? 'UPDATE OF doc' : event} ` +
  `ON ${table} BEGIN ${body} END`;

export const REGISTRY: DerivedTable = {
  name: REGISTRY_TABLE,
  spec: {
    search: REGISTRY_SEARCH_FIELDS,
    fields: {
      companyId: 'text',
      companyName: 'text',
      companyType: 'text',
      status: 'text',
      subscriptionType: 'text',
      email: 'text',
      state: 'text',
      city: 'text',
      planType: 'text',
      billingType: 'text',
      subscriptionStatus: 'text',
      trialing: 'bool',
      trialEnd: 'text',
      subscriptionPeriodEnd: 'text',
      paymentError: 'bool',
      salesRepresentativeId: 'text',
      salesRepresentativeName: 'text',
      createdAt: 'text',
      lastUpdate: 'text',
      lastActivity: 'text',
    },
    indexed: ['companyId'],
    sorted: ['lastUpdate', 'lastActivity', 'companyName', 'createdAt'],
    // The registry's search, in its default order (most recently updated first).
    searchOrder: 'lastUpdate',
    // The console's filters, each with its default sort (most recently updated first).
    indexes: [
      ['status', 'lastUpdate'],
      ['companyType', 'lastUpdate'],
      ['subscriptionType', 'lastUpdate'],
      ['billingType', 'lastUpdate'],
      ['state', 'lastUpdate'],
      ['salesRepresentativeId', 'lastUpdate'],
      ['status', 'lastActivity'],
      ['status', 'companyName'],
    ],
    counted: ['status', 'companyType', 'subscriptionType', 'billingType', 'state', 'salesRepresentativeId'],
  },
  rebuild: `INSERT INTO ${REGISTRY_TABLE} (seq, id, doc) ${rows('1', true)}`,
  triggers: [
    trigger('company_inserted', 'INSERT', 'companies', refresh('c.seq = NEW.seq')),
    trigger('company_updated', 'UPDATE', 'companies', refresh('c.seq = NEW.seq')),
    trigger('company_deleted', 'DELETE', 'companies', `DELETE FROM ${REGISTRY_TABLE} WHERE seq = OLD.seq;`),
    trigger('subscription_inserted', 'INSERT', 'subscriptions', refresh('c.id = NEW."e_companyId"')),
    trigger(
      'subscription_updated',
      'UPDATE',
      'subscriptions',
      refresh('c.id IN (OLD."e_companyId", NEW."e_companyId")'),
    ),
    trigger('subscription_deleted', 'DELETE', 'subscriptions', refresh('c.id = OLD."e_companyId"')),
    trigger(
      'user_inserted',
      'INSERT',
      'users',
      refresh('(c.id = NEW."e_companyId" OR c."e_salesRepresentativeId" = NEW.id)'),
    ),
    trigger(
      'user_updated',
      'UPDATE',
      'users',
      refresh(
        '(c.id IN (OLD."e_companyId", NEW."e_companyId") OR c."e_salesRepresentativeId" IN (OLD.id, NEW.id))',
      ),
    ),
    trigger(
      'user_deleted',
      'DELETE',
      'users',
      refresh('(c.id = OLD."e_companyId" OR c."e_salesRepresentativeId" = OLD.id)'),
    ),
  ],
};
