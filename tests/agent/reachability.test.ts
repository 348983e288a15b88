import { describeReachability } from '../support/reachability';
import { rows } from './reachability.rows';

describeReachability(rows);
