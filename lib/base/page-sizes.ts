// The first page a screen asks for (constants only: the screens' client code imports them too).
/** A station's queue, one page at a time as the list scrolls. */
export const queuePageSize = 60;
/** Each of the supervisor's lists. */
export const supervisorPageSize = 50;
