import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDollars } from '../../../domain/money';
import { PLANS, type Plan } from '../../../domain/plans';
import { PageShell } from '../../../components/layout/PageShell';
import { useSession } from '../../../lib/session/session-context';
import {
  DJ_SHARE_PERCENT,
  exampleBookingLines,
  isPlanAvailable,
  planAction,
  PLATFORM_FEE_PERCENT,
  type PlanAction,
} from '../content/pricing';

/** /pricing: the DJ plans, the client fee and the DJ share, with a worked example. */
export function PricingPage() {
  const session = useSession();
  const action = planAction(
    session.status === 'signed-in'
      ? { status: 'signed-in', role: session.user.role }
      : { status: session.status },
  );

  return (
    <PageShell
      title="Pricing"
      subtitle={`Joining is free for DJs, and DJs keep ${DJ_SHARE_PERCENT}% of their fee. Clients pay a transparent ${PLATFORM_FEE_PERCENT}% platform fee on each booking.`}
    >
      <Box component="section" aria-labelledby="pricing-plans">
        <Typography variant="h5" component="h2" id="pricing-plans">
          Plans for DJs
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 2,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} action={action} />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Every DJ starts on Basic. Until Pro launches, Basic DJs are not held to the monthly gig
          limit, and we will tell you well before any paid plan or limit applies to you.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="pricing-clients" sx={{ mt: 6 }}>
        <Typography variant="h5" component="h2" id="pricing-clients">
          For clients
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Browsing and requesting are free. When you book, you pay the DJ&apos;s hourly rate for the
          hours you choose, a flat equipment fee if the DJ brings the gear, and a{' '}
          {PLATFORM_FEE_PERCENT}% platform fee on top. The fee pays for verified DJs, secure
          payments and support. Your card is only charged once the DJ accepts.
        </Typography>
        <Paper variant="outlined" sx={{ mt: 2, p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
          <Typography variant="h6" component="h3">
            Example booking
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {exampleBookingLines().map((line) => (
              <Box
                key={line.label}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 2,
                  py: 0.5,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography component="dt">{line.label}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {line.amount}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="pricing-djs" sx={{ mt: 6 }}>
        <Typography variant="h5" component="h2" id="pricing-djs">
          For DJs
        </Typography>
        <Typography sx={{ mt: 1 }}>
          You set your own hourly rate. You keep {DJ_SHARE_PERCENT}% of your fee on every booking;
          the client pays the platform fee on top, so it never comes out of your rate. There is no
          sign-up fee, and our team reviews every application within 24-48 hours.
        </Typography>
        <Button component={RouterLink} to="/terms" sx={{ mt: 1, px: 0 }}>
          Read the fees and cancellation policy in our terms
        </Button>
      </Box>
    </PageShell>
  );
}

function PlanCard({ plan, action }: { plan: Plan; action: PlanAction | null }) {
  const available = isPlanAvailable(plan.id);
  const price = plan.priceCentsPerMonth === 0 ? 'Free' : formatDollars(plan.priceCentsPerMonth);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={`plan-${plan.id}`}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h3" id={`plan-${plan.id}`}>
          {plan.name}
        </Typography>
        {!available && <Chip label="Coming soon" size="small" color="secondary" />}
      </Box>
      <Typography variant="h4" component="p">
        {price}
        {plan.priceCentsPerMonth > 0 && (
          <Typography component="span" color="text.secondary">
            {' '}
            / month
          </Typography>
        )}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, flexGrow: 1 }}>
        {plan.features.map((feature) => (
          <Typography component="li" key={feature}>
            {feature}
          </Typography>
        ))}
      </Box>
      {!action ? (
        <Skeleton
          variant="rounded"
          height={36}
          role="progressbar"
          aria-label="Loading your session"
        />
      ) : available ? (
        <Button component={RouterLink} to={action.to} variant="contained">
          {action.label}
        </Button>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {plan.name} is not on sale yet. Start on Basic today; your profile moves with you.
          </Typography>
          <Button
            component={RouterLink}
            to={action.to}
            variant="outlined"
            aria-label={`${action.label} (${plan.name} is coming soon)`}
          >
            {action.label}
          </Button>
        </>
      )}
    </Paper>
  );
}
