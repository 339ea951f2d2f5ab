import { configure } from '@testing-library/dom';

// findBy… and waitFor give up after 1 s by default. A generator page rendered in jsdom while the other test
// files of the run share the machine's two CPUs can take longer than that to answer its stubbed requests, so a
// component test that waits for something to appear waits up to 5 s (it still ends as soon as it appears).
configure({ asyncUtilTimeout: 5_000 });
