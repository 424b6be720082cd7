import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CANCELLATION_TIERS } from '../../../domain/cancellation-policy';
import { LegalDocument } from './LegalDocument';
import {
  CANCELLATION_TIERS_SLOT,
  TERMS_INTRO,
  TERMS_LAST_UPDATED,
  TERMS_SECTIONS,
  TERMS_TITLE,
  tierNotice,
  tierRefundText,
} from '../content/terms-content';

/** Rendered from the same tiers the server refunds by, so the page cannot promise otherwise. */
export function CancellationTiersTable() {
  return (
    // Two short columns fit at 360 px; the scroll box is a guard for long labels and zoom.
    <Box sx={{ overflowX: 'auto', mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Refund for cancelling a confirmed booking">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              When the client cancels
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Refund
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {CANCELLATION_TIERS.map((tier) => (
            <TableRow key={tier.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                {tierNotice(tier)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {tierRefundText(tier)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function TermsPage() {
  return (
    <LegalDocument
      title={TERMS_TITLE}
      lastUpdated={TERMS_LAST_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      slots={{ [CANCELLATION_TIERS_SLOT]: <CancellationTiersTable /> }}
    />
  );
}

export default TermsPage;
