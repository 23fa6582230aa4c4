import { useMemo } from 'react';
import { AppBar, Avatar, Box, Toolbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { actorFromSession, headerMenu, homePath, userMenu } from '@casebridge/domain';
import type { MenuItem, SessionData } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { ClaimantLanguageSwitcher } from '../../features/claimants/index.ts';
import { Brand } from './Brand.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import { MobileHeaderMenu } from './MobileHeaderMenu.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useAccount } from '../../shared/api.ts';
import { useUserMenuContext } from './useUserMenuContext.ts';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

/**
 * The authenticated header: header menu, notification bell and user menu of the signed-in actor; a claimant's
 * in their language, with the language switcher (issue 16).
 */
export const AppHeader = () => {
  const current = useSession();
  // RequireAuth renders the layout only with a session; a sign-out unmounts it right after.
  return current ? <SignedInHeader current={current} /> : null;
};

const SignedInHeader = ({ current }: { current: SessionData }) => {
  const actor = useMemo(() => actorFromSession(current), [current]);
  const menuContext = useUserMenuContext(actor, current.company?.id ?? null);
  const translate = useTranslate();
  const claimant = current.userType === 'CLAIMANT';
  const inLanguage = useMemo(
    () => (items: MenuItem[]) =>
      claimant
        ? items.map((item) => ({ ...item, label: translate(`claimant.menu.${item.id}`, { _: item.label }) }))
        : items,
    [claimant, translate],
  );
  const headerItems = useMemo(() => inLanguage(headerMenu(actor)), [actor, inLanguage]);
  const userItems = useMemo(() => inLanguage(userMenu(actor, menuContext)), [actor, menuContext, inLanguage]);
  // The company's logo (My Company uploads it) beside the user menu, whose button shows the user's own picture.
  const account = useAccount().data;
  const { t } = usePortalText();
  const logo = account?.company?.picture ?? null;
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <MobileHeaderMenu items={headerItems} />
        <Brand to={homePath(actor)} />
        <HeaderMenu items={headerItems} />
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          {claimant && <ClaimantLanguageSwitcher />}
          <NotificationBell />
          {logo && (
            <Avatar
              src={logo}
              alt={t('chrome.header.companyLogo')}
              variant="rounded"
              sx={{ width: 32, height: 32 }}
            />
          )}
          <UserMenu
            userName={current.userName}
            items={userItems}
            label={claimant ? translate('claimant.menu.userMenu', { name: current.userName }) : undefined}
            picture={account?.user.picture ?? null}
            pictureAlt={t('chrome.header.yourPicture')}
          />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
