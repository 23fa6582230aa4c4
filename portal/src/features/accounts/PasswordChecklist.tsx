import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import UncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { passwordChecklist } from '@casebridge/domain';
import { VISUALLY_HIDDEN } from '../../shared/visuallyHidden.ts';

/** The password rules (domain passwordRules), each ticked as soon as the typed password passes it. */
export const PasswordChecklist = ({ password, id }: { password: string; id?: string }) => (
  <List dense disablePadding id={id} aria-label="Password requirements" sx={{ mt: -1 }}>
    {passwordChecklist(password).map((rule) => (
      <ListItem key={rule.id} disableGutters sx={{ py: 0 }} data-passed={rule.passed}>
        <ListItemIcon sx={{ minWidth: 28 }}>
          {rule.passed ? (
            <CheckIcon fontSize="small" color="success" aria-hidden />
          ) : (
            <UncheckedIcon fontSize="small" color="disabled" aria-hidden />
          )}
        </ListItemIcon>
        <ListItemText
          primary={rule.label}
          secondary={rule.passed ? 'met' : 'not met'}
          slotProps={{
            primary: { variant: 'body2', color: rule.passed ? 'success.main' : 'text.secondary' },
            secondary: { sx: visuallyHidden },
          }}
        />
      </ListItem>
    ))}
  </List>
);

const visuallyHidden = VISUALLY_HIDDEN;
