/** English: the source of every language's 'jobs' messages. */
export default {} as const;
