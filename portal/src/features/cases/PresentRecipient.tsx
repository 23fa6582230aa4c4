import { useId, useState } from 'react';
import { Box, Button, ListItem, ListItemText, Stack } from '@mui/material';
import { ProfessionalChecklist } from '../referrals/index.ts';

export interface Recipient {
  companyId: string;
  name: string;
  professionalIds: string[];
}

/**
 * One chosen company of a presentation: by default the whole company; "Choose professionals" lists its
 * professionals to address specific ones.
 */
export const PresentRecipient = ({
  recipient,
  onChange,
  onRemove,
}: {
  recipient: Recipient;
  onChange: (recipient: Recipient) => void;
  onRemove: () => void;
}) => {
  const [open, setOpen] = useState(recipient.professionalIds.length > 0);
  const regionId = useId();
  const count = recipient.professionalIds.length;
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ListItemText
          primary={recipient.name}
          secondary={count ? `${count} professional(s) chosen` : 'The whole company'}
          sx={{ flex: 1 }}
        />
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
          aria-label={`Choose professionals of ${recipient.name}`}
        >
          {open ? 'Hide professionals' : 'Choose professionals'}
        </Button>
        <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${recipient.name}`}>
          Remove
        </Button>
      </Stack>
      <Box id={regionId} sx={{ pl: 2 }}>
        {open && (
          <ProfessionalChecklist
            companyId={recipient.companyId}
            label={`Professionals of ${recipient.name} (optional)`}
            selected={recipient.professionalIds}
            onChange={(professionalIds) => onChange({ ...recipient, professionalIds })}
          />
        )}
      </Box>
    </ListItem>
  );
};
