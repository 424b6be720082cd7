import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { discoverPathForLocation } from './discover-path';

/**
 * The hero's location search. Issue "Discovery" adds the Auto (geolocation)
 * button and the inactivity pulse.
 */
export function LocationSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(discoverPathForLocation(text));
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        mt: 4,
        mx: 'auto',
        maxWidth: 560,
        display: 'flex',
        alignItems: 'center',
        p: 0.75,
        gap: 1,
      }}
    >
      <Box sx={{ flexGrow: 1, px: 1.5 }}>
        <InputBase
          fullWidth
          placeholder="Enter your location"
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputProps={{ 'aria-label': 'Enter your location' }}
        />
      </Box>
      <Button type="submit" variant="contained">
        Find DJs
      </Button>
    </Paper>
  );
}
