import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useLogin } from 'react-admin';
import { MESSAGES } from '@casebridge/domain';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { loginNotice } from './loginNotice.ts';

/** The portal lives at the site root; external users sign in there. */
const PORTAL_URL = '/';

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return MESSAGES.genericError;
}

/** A notice from before this screen: a sign-out is information, an ended session (issue 39) a warning. */
const noticeSeverity = (notice: string) => (notice === MESSAGES.signedOut ? 'info' : 'warning');

/**
 * Console sign-in: e-mail and password, checked by the auth provider, which also refuses external accounts
 * (MESSAGES.internalOnly). Every refusal is shown inline, above the form, as is why the last session ended.
 */
export const LoginPage = () => {
  useDocumentTitle('Sign in');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A refusal that happened elsewhere (a portal session opening the console) is shown like a sign-in error.
  const [notice] = useState<string | null>(() => loginNotice.peek());
  const [error, setError] = useState<string | null>(notice);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => loginNotice.clear(), []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await login({ username: email.trim(), password });
    } catch (err) {
      setError(errorMessage(err));
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      bgcolor="background.default"
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <LockIcon color="primary" />
            <Typography component="h1" variant="h5">
              CaseBridge Console
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Sign in with your staff account.
          </Typography>
          <Box component="form" onSubmit={handleSubmit} noValidate aria-label="Sign in">
            {error ? (
              <Alert
                severity={error === notice ? noticeSeverity(error) : 'error'}
                role="alert"
                sx={{ mb: 2 }}
              >
                {error}
              </Alert>
            ) : null}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              autoFocus
              required
              fullWidth
              margin="dense"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              fullWidth
              margin="dense"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              sx={{ mt: 2 }}
              disabled={submitting || !email || !password}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
            >
              Sign in
            </Button>
          </Box>
          <Typography variant="body2" sx={{ mt: 3 }}>
            Not CaseBridge staff? <Link href={PORTAL_URL}>Go to the portal</Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
