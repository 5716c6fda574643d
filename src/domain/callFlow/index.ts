// The call flow core (issue 18, decision 0091), shared by the server and the portal: the route
// tester's walk, the integrity checks, schedules on their zone's wall clock.

export { callFlowSchema } from './callFlowSchema';
export { type CheckedFlow, checkFlow, type FlowProblem, flowProblems } from './checkFlow';
export { edgesOf, type IndexedNode, indexFlow, NODE_KINDS, type NodeKind, nodeKey } from './graph';
export { dayIntervals, minutesOf, openAt } from './hours';
export {
  CALL_OUTCOMES,
  type CallOutcome,
  type Route,
  type RouteEnd,
  type RouteInput,
  type RouteStep,
  routeCall,
} from './routeCall';
export { holidayOn, type ScheduleStatus, scheduleStatus } from './schedule';
export {
  describeLocal,
  isValidTimeZone,
  type LocalMoment,
  localMoment,
  type ResolvedLocalTime,
  resolveLocalTime,
} from './zonedTime';
