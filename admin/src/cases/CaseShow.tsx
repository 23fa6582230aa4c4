import {
  FunctionField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import {
  CASE_STATUS_LABELS,
  CASE_TYPE_LABELS,
  POLICE_REPORT_LABELS,
  type LegalCaseView,
} from '@casebridge/domain';
import { longDate } from '../common/dates.ts';
import { money } from '../funding-requests/fundingChoices.ts';

const Field = FunctionField<LegalCaseView>;

const CaseTitle = () => {
  const record = useRecordContext<LegalCaseView>();
  return <span>{record ? `Case ${record.folio}` : 'Case'}</span>;
};

/** One case as internal staff read it (read-only): what it is, whose it is, where it stands. */
export const CaseShow = () => (
  <Show<LegalCaseView> title={<CaseTitle />}>
    <SimpleShowLayout>
      <TextField source="folio" label="Folio" />
      <Field label="Status" render={(r) => CASE_STATUS_LABELS[r.status]} />
      <Field label="Case type" render={(r) => CASE_TYPE_LABELS[r.caseType]} />
      <ReferenceField source="attorneyCompanyId" reference="registries" label="Law firm" link="show" />
      <TextField source="attorneyName" label="Responsible attorney" />
      <TextField source="claimantName" label="Claimant" />
      <Field
        label="Accident"
        render={(r) => `${longDate(r.accidentDate) ?? ''}, ${r.accidentCity}, ${r.accidentState}`}
      />
      <Field label="Statute of limitations" render={(r) => longDate(r.statuteOfLimitationsDate)} />
      <Field label="Police report" render={(r) => POLICE_REPORT_LABELS[r.policeReport]} />
      <TextField source="insuranceCarrier" label="Insurance carrier" emptyText="None" />
      <Field
        label="Bodily-injury policy limit"
        render={(r) => (r.policyLimit === null ? 'Unknown' : money.format(r.policyLimit))}
      />
      <Field label="Billed so far" render={(r) => money.format(r.billedAmount)} />
      <Field label="Created" render={(r) => longDate(r.createdDate)} />
      <Field label="Last update" render={(r) => longDate(r.updatedAt)} />
    </SimpleShowLayout>
  </Show>
);
