import type { ReactNode } from 'react';

const style = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for assistive technology only. */
export function VisuallyHidden({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <span role={role} style={style}>
      {children}
    </span>
  );
}
