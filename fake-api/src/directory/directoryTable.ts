/**
 * The directory as a table (issue 12): one row per address of a listed company (VALIDATED attorney or
 * provider, or VALIDATED facility whose visibility toggle is on), with what a result card shows and what the
 * search filters on. Triggers on addresses, companies and licenses rewrite a company's rows inside the
 * writing transaction, so a search reads indexes, never the companies: a grid cell of the coordinates
 * (`kindCell`: the searched kind and the cell, see geoCells.ts) narrows a radius search to the boxes around the centre, the trigram index
 * (`q`) matches the name, professional, specialties, facility type, keywords and place.
 */
import {
  ALL_SPECIALTIES,
  FACILITY_TYPE_OTHER_ID,
  FACILITY_TYPES,
  PLAN_FEATURE_STATUSES,
  plansWithFeature,
} from '@casebridge/domain';
import type { CatalogItem } from '@casebridge/domain';
import type { DerivedTable } from '../store/sql/schema.ts';
import { literal } from '../store/sql/expressions.ts';
import { CELL_DEGREES } from './geoCells.ts';

export const DIRECTORY_TABLE = 'directory';

/** A row of the directory table (DirectoryHit without the distance, plus the search keys). */
export interface DirectoryRow {
  id: string;
  companyId: string;
  companyType: 'ATTORNEY' | 'HEALTH_PROVIDER' | 'FACILITY';
  name: string;
  professionalName: string | null;
  picture: string | null;
  specialties: string[];
  facilityType: string | null;
  keywords: string;
  address: string;
  suite: string | null;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  premium: boolean;
  /** ',hp-01,hp-03,' (and the facility type id): the specialty filter's key. */
  specialtyKey: string;
  /** '0name' for premium addresses, '1name' otherwise: the nationwide search's order. */
  rankName: string;
  /** The searched kind and the grid cell of the coordinates ('health-providers:83:-176', geoCells.ts). */
  kindCell: string;
}

const a = (path: string) => `json_extract(a.doc, '$.${path}')`;
const c = (path: string) => `json_extract(c.doc, '$.${path}')`;
const l = (path: string) => `json_extract(l.doc, '$.${path}')`;

/** The catalog as a SQL row source (id, name). */
const catalogRows = (items: readonly CatalogItem[]) =>
  `(SELECT column1 AS id, column2 AS name FROM (VALUES ${items
    .map((item) => `(${literal(item.id)}, ${literal(item.name)})`)
    .join(', ')}))`;

/** The address's professional's specialty, else the company's specialties (a JSON array of ids). */
const SPECIALTY_IDS = `CASE WHEN ${l('specialtyId')} IS NOT NULL THEN json_array(${l('specialtyId')})
  ELSE coalesce(${c('specialtyIds')}, json_array()) END`;
const SPECIALTY_NAMES = `(SELECT json_group_array(s.name) FROM json_each(${SPECIALTY_IDS}) j
  JOIN ${catalogRows(ALL_SPECIALTIES)} s ON s.id = j.value)`;
const FACILITY_TYPE = `CASE WHEN ${c('facilityType')} = ${literal(FACILITY_TYPE_OTHER_ID)}
  THEN coalesce(${c('facilityTypeOther')}, 'Other')
  ELSE (SELECT f.name FROM ${catalogRows(FACILITY_TYPES)} f WHERE f.id = ${c('facilityType')}) END`;
const SPECIALTY_KEY = `',' || coalesce((SELECT group_concat(j.value, ',') FROM json_each(${SPECIALTY_IDS}) j), '')
  || ',' || coalesce(${c('facilityType')} || ',', '')`;
const inList = (values: readonly string[]) => `(${values.map(literal).join(', ')})`;
/** Premium: an ACTIVE address of a company whose plan has premium visibility (domain isPremiumListing). */
const PREMIUM = `(${a('premiumStatus')} = 'ACTIVE' AND EXISTS (SELECT 1 FROM subscriptions s
  WHERE s."e_companyId" = c.id AND json_extract(s.doc, '$.planType') IN ${inList(plansWithFeature('premiumVisibility'))}
  AND json_extract(s.doc, '$.status') IN ${inList(PLAN_FEATURE_STATUSES)}))`;
const PROFESSIONAL = `CASE WHEN l.id IS NULL THEN NULL ELSE trim(${l('name')} || ' ' || ${l('lastName')}) END`;
const KIND = `CASE ${c('type')} WHEN 'ATTORNEY' THEN 'attorneys' ELSE 'health-providers' END`;
const CELL = `${KIND} || printf(':%d:%d', floor(${a('latitude')} / ${CELL_DEGREES}), floor(${a('longitude')} / ${CELL_DEGREES}))`;

/** Listed: VALIDATED, a directory type, a facility only with its visibility toggle on; a placed address. */
const LISTED = `c."e_status" = 'VALIDATED'
  AND (c."e_type" IN ('ATTORNEY', 'HEALTH_PROVIDER')
    OR (c."e_type" = 'FACILITY' AND coalesce(${c('directoryVisible')}, 1) = 1))
  AND json_type(a.doc, '$.latitude') IN ('integer', 'real')
  AND json_type(a.doc, '$.longitude') IN ('integer', 'real')`;

const SOURCE = `FROM addresses a
  JOIN companies c ON c.id = a."e_companyId"
  LEFT JOIN licenses l ON l.id = a."e_licenseId"`;

function rows(where: string): string {
  return `SELECT a.seq, a.id, json_object(
    'id', a.id,
    'companyId', c.id,
    'companyType', ${c('type')},
    'name', ${c('name')},
    'professionalName', ${PROFESSIONAL},
    'picture', ${c('picture')},
    'specialties', json(${SPECIALTY_NAMES}),
    'facilityType', ${FACILITY_TYPE},
    'keywords', coalesce(${c('keywords')}, ''),
    'address', ${a('address')},
    'suite', ${a('suite')},
    'city', ${a('city')},
    'state', ${a('state')},
    'zipCode', ${a('zipCode')},
    'latitude', ${a('latitude')},
    'longitude', ${a('longitude')},
    'premium', CASE WHEN ${PREMIUM} THEN json('true') ELSE json('false') END,
    'specialtyKey', ${SPECIALTY_KEY},
    'rankName', CASE WHEN ${PREMIUM} THEN '0' ELSE '1' END || lower(${c('name')}),
    'kindCell', ${CELL})
  ${SOURCE}
  WHERE ${where} AND ${LISTED}`;
}

/**
 * Rewrites the rows of the addresses matching `where` (over `addresses a`): upserts the listed, drops the rest.
 * A row's id is its address's, which never changes (an update setting it rewrote its unique index each time).
 */
const refresh = (where: string) =>
  `DELETE FROM ${DIRECTORY_TABLE} WHERE seq IN (SELECT a.seq ${SOURCE} WHERE ${where} AND NOT (${LISTED}));
  INSERT INTO ${DIRECTORY_TABLE} (seq, id, doc) ${rows(where)}
  ON CONFLICT (seq) DO UPDATE SET doc = excluded.doc WHERE ${DIRECTORY_TABLE}.doc IS NOT excluded.doc;`;

// An update of a record's document only (`OF doc`): not the search order's key a table's own rows get
// (store/sql/searchOrder.ts).
const trigger = (name: string, event: string, table: string, body: string) =>
  `CREATE TRIGGER IF NOT EXISTS "directory_${name}" AFTER ${event === 'UPDATE' ? 'UPDATE OF doc' : event} ` +
  `ON ${table} BEGIN ${body} END`;

export const DIRECTORY_SEARCH_FIELDS = [
  'name',
  'professionalName',
  'specialties',
  'facilityType',
  'keywords',
  'city',
  'state',
];

export const DIRECTORY_DERIVED: DerivedTable = {
  name: DIRECTORY_TABLE,
  spec: {
    search: DIRECTORY_SEARCH_FIELDS,
    fields: {
      companyId: 'text',
      companyType: 'text',
      kindCell: 'text',
      rankName: 'text',
      latitude: 'number',
      longitude: 'number',
      premium: 'bool',
    },
    // A radius search (radiusSearch.ts) counts and ranks its kind's rows in the cells around the centre from
    // one index: the cell, the premium flag and the type, then the point's vector (schema.ts createIndexes), so
    // that no row is read but the page's, and the premium rows of a cell are one range. The cells wholly within
    // the radius are counted from the counts table. The nationwide search walks a type by rank and name.
    indexed: ['companyId'],
    indexes: [['companyType', 'rankName']],
    covering: [['kindCell', 'premium', 'companyType']],
    counted: ['kindCell'],
    // The nationwide search's total: its matches of one kind.
    searchedWith: ['companyType'],
    // The nationwide search of one company type (premium first, then by name) reads its page, and counts its
    // matches, in that type's range of the search index.
    searchOrder: 'rankName',
    searchGroup: 'companyType',
    // The radius search's distances and order (countNear, rankNear).
    geo: { latitude: 'latitude', longitude: 'longitude' },
  },
  rebuild: `INSERT INTO ${DIRECTORY_TABLE} (seq, id, doc) ${rows('1')}`,
  triggers: [
    trigger('address_inserted', 'INSERT', 'addresses', refresh('a.seq = NEW.seq')),
    trigger('address_updated', 'UPDATE', 'addresses', refresh('a.seq = NEW.seq')),
    trigger('address_deleted', 'DELETE', 'addresses', `DELETE FROM ${DIRECTORY_TABLE} WHERE seq = OLD.seq;`),
    trigger('company_updated', 'UPDATE', 'companies', refresh('a."e_companyId" = NEW.id')),
    trigger(
      'company_deleted',
      'DELETE',
      'companies',
      `DELETE FROM ${DIRECTORY_TABLE} WHERE "e_companyId" = OLD.id;`,
    ),
    trigger('license_updated', 'UPDATE', 'licenses', refresh('a."e_licenseId" = NEW.id')),
    // The plan decides premium visibility: a subscription's change re-ranks its company's rows.
    trigger(
      'subscription_inserted',
      'INSERT',
      'subscriptions',
      refresh('a."e_companyId" = NEW."e_companyId"'),
    ),
    trigger(
      'subscription_updated',
      'UPDATE',
      'subscriptions',
      refresh('a."e_companyId" = NEW."e_companyId"'),
    ),
    trigger('license_deleted', 'DELETE', 'licenses', refresh('a."e_licenseId" = OLD.id')),
  ],
};
