import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const CARDS: readonly { title: string; text: string }[] = [
  {
    title: 'Real-time messaging',
    text: 'Messages arrive the moment they are sent, on every device, and wait for you when you are offline.',
  },
  {
    title: 'Secure communication',
    text: 'Only you and the other party of the booking can read a conversation. Contact details stay private.',
  },
  {
    title: 'Booking integration',
    text: 'Every conversation belongs to a confirmed booking, so the event details are always one glance away.',
  },
];

/** The three cards under the chat (spec: real-time, secure, booking integration). */
export function MessagesInfoCards() {
  return (
    <Box
      component="section"
      aria-label="About messaging"
      sx={{
        display: 'grid',
        gap: 2,
        mt: 4,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {CARDS.map((card) => (
        <Paper key={card.title} variant="outlined" sx={{ p: 2.5 }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {card.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {card.text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
