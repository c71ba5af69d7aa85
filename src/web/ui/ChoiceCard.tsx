import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ChoiceCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Where choosing it leads (a typed path). */
  to: string;
}

/** One option of a catalog: a card that is a link, named by its title and described by its one-liner. */
export function ChoiceCard({ icon, title, description, to }: ChoiceCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <Stack direction="row" spacing={1.75} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: 1.5,
              color: 'primary.main',
              bgcolor: 'action.hover',
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h3" component="span" sx={{ display: 'block' }}>
              {title}
            </Typography>
            <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {description}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
