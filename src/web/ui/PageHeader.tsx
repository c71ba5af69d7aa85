import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const PRODUCT_NAME = 'Platform Console';

export interface PageHeaderProps {
  /** The page's one h1, also the document title. */
  title: string;
  description?: ReactNode;
  /** The primary action (and at most a few secondary ones), right-aligned. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    // The actions go below the title when both do not fit side by side (a narrow window, or the guide's panel
    // beside the page), rather than squeezing the title to a letter a line.
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        mb: 3,
      }}
    >
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Box sx={{ minWidth: 0, flex: { sm: '1 1 16rem' } }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description ? (
          <Typography
            variant="body2"
            // A description made of elements (a status chip, say) may hold blocks, which a paragraph may not.
            component={typeof description === 'string' ? 'p' : 'div'}
            sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 720 }}
          >
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
