import { HOSPITAL_RFP } from '../../helpers/rfp-fixture.ts';
import { SETTINGS } from '../lib/config.ts';
import { type ServerContext, signedInBenchUser } from '../lib/context.ts';
import { describeBody } from '../lib/http.ts';
import { printHeading, type SectionResult, skipSection } from '../lib/report.ts';
import { benchPdfRequests } from '../lib/sequential.ts';
import { createDemoHospital, postJson } from './proposal-writing.ts';

/**
 * Section 7b: the proposal PDF (POST /api/generate-pdf-proposal) of the demo hospital written by the built-in
 * writer against a 12-requirement RFP: cover, about nine pages of text, program, matrix, appendix.
 */
export async function benchProposalPdf(context: ServerContext): Promise<SectionResult> {
  const title = 'Proposal PDF';
  const count = SETTINGS.pdfRequests;
  printHeading(
    `7b. ${title}: ${count} sequential POST /api/generate-pdf-proposal (demo hospital, 12 RFP requirements)`,
  );
  const { user, cookie } = await signedInBenchUser(context, 'bench_proposal_pdf');
  const ids = await createDemoHospital(context, user.id);
  const written = await postJson(`${context.app.url}/api/ai/generate-proposal`, cookie, {
    ...ids,
    rfpAnalysis: HOSPITAL_RFP,
  });
  if (written.status !== 200) {
    return skipSection(
      'proposalPdf',
      title,
      `writing the proposal answered ${written.status} (${describeBody(written.body)})`,
    );
  }
  const url = `${context.app.url}/api/generate-pdf-proposal`;
  const body = { proposalId: ids.proposalId };
  return benchPdfRequests({
    id: 'proposalPdf',
    title,
    send: () => postJson(url, cookie, body),
    describePdf: (pdf) => [
      { name: 'pages', value: (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length },
    ],
  });
}
