import { mintComparison } from '/work/wt-14/scripts/bench/scenarios/pageLinks';
console.log(JSON.stringify(mintComparison(), null, 1));
