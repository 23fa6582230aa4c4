import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, type Identifier } from 'react-admin';

interface RecordLinkProps {
  resource: string;
  id: Identifier;
  type: 'show' | 'edit';
  children: ReactNode;
}

/**
 * A list cell that opens its record: a real link, so the keyboard (Tab, Enter) and the browser (new tab,
 * copy address) reach what a row click opens. The click stays the link's, not the row's too.
 */
export const RecordLink = ({ resource, id, type, children }: RecordLinkProps) => {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource, id, type })}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
};
