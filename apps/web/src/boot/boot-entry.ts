import { startEarlyRequests, type StartUpFiles } from './start-early-requests';

// the build writes the file list into <script type="application/json" id="start-up-files">
try {
  const data = document.getElementById('start-up-files')?.textContent ?? '{}';
  const files = JSON.parse(data) as Partial<StartUpFiles>;
  startEarlyRequests({ ticketsPage: files.ticketsPage ?? [] });
} catch {
  // only a head start: the app asks for everything itself
}
