import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from './VisuallyHidden';

/** An in-app link styled as text. `to` comes from the typed path builders. */
export function TextLink({
  to,
  children,
  label,
  truncate,
}: {
  to: string;
  children: ReactNode;
  label?: string;
  /**
   * Kept to the width it is given (a name in a narrow cell): a long text wraps onto a second line, anywhere if it has
   * to, and only past that is cut short with an ellipsis, its whole text as a tooltip.
   */
  truncate?: string;
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      aria-label={label}
      title={truncate}
      sx={[
        { fontWeight: 500 },
        truncate !== undefined && {
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 2,
          minWidth: 0,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        },
      ]}
    >
      {children}
    </Link>
  );
}

/** An in-app link that looks like a button. */
export function ButtonLink({ to, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  return <Button component={RouterLink} to={to} {...props} />;
}

/** A link to another site, opened in a new tab; the accessible name says so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
