/** English: the source of every language's 'intake' messages. */
export default {} as const;
