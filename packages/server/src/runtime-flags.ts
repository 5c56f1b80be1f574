import { setFlagsFromString } from 'node:v8';

// V8's baseline compiler (Sparkplug) off for the server process, before the rest of it loads.
// Node 24's V8 can leave a stale pointer in a Sparkplug frame that a later garbage collection
// dereferences: the process dies with SIGSEGV (nodejs/node#62393, V8 bug 483731079), and a
// server holding PGlite's WebAssembly heap is the kind of long-running process it hits. The
// optimising compilers still run; the cost is a slower warm-up of code that would have stayed
// at Sparkplug. `node --no-sparkplug` is the same, but a supervisor's command line may lack it.
setFlagsFromString('--no-sparkplug');
