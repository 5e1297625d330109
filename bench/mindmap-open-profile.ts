// Where opening a 1,000-node mind map (issue 11, bench/mindmap-open.ts) spends its main-thread long
// tasks: the bench's `tree` map (or PROFILE_LAYOUT=grid, or PROFILE_PAGE=list for the empty map list:
// the app shell alone) opened in a fresh page each run, phone-sized with the CPU slowed 4x; the runs,
// what is printed and the PROFILE_* settings are bench/trace-tasks.ts's. The tasks in the 3 s after the
// map's document arrived (the map's own work) are also summed on their own; at PROFILE_CPU=1 that sum
// reads as Lighthouse's mobile run would count them.
//   node bench/mindmap-open-profile.ts
//   PROFILE_CPU=1 PROFILE_RUNS=5 PROFILE_QUIET=1 node bench/mindmap-open-profile.ts
import { startServer } from './lib.ts';
import { createMindMapOverHttp, type MapLayout, mindMapDocumentJson } from './mindmap-seed.ts';
import { signUpOverHttp } from './seed-tasks.ts';
import { profileOpenings } from './trace-tasks.ts';

const layout: MapLayout = process.env.PROFILE_LAYOUT === 'grid' ? 'grid' : 'tree';
const listOnly = process.env.PROFILE_PAGE === 'list';

const { server, stop } = await startServer('mindmap-open-profile');
try {
  const session = await signUpOverHttp(server.url);
  const mapId = await createMindMapOverHttp(server.url, session, mindMapDocumentJson(0, 0, layout));
  await profileOpenings({
    url: listOnly ? `${server.url}/mindmap` : `${server.url}/mindmap/${mapId}`,
    label: listOnly ? 'list' : layout,
    cookie: session.cookie,
    serverUrl: server.url,
    // The map's idle steps are done by then.
    recordMs: 7000,
    // The map's own work: from its document's arrival until its idle steps are done.
    data: listOnly
      ? undefined
      : { url: new RegExp(`/api/mind-maps/${mapId}$`), label: 'the map’s document', windowMs: 3000 },
  });
} finally {
  await stop();
}
