import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DjProfile } from '../../../../lib/dj-profile';
import { HeadphonesIcon } from './profile-icons';

/** The DJ's own gear (equipment strings from the profile). */
export function EquipmentTab({ dj }: { dj: DjProfile }) {
  return (
    <Box component="section" aria-labelledby="dj-equipment-title">
      <Typography id="dj-equipment-title" variant="h5" component="h2">
        Equipment
      </Typography>
      {dj.equipment.length > 0 ? (
        <List data-testid="dj-equipment">
          {dj.equipment.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <HeadphonesIcon color="primary" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No equipment listed.
        </Typography>
      )}
    </Box>
  );
}
